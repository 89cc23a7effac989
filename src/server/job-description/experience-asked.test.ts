import { describe, expect, it } from 'vitest';
import { findExperienceAsked } from './experience-asked';

describe('findExperienceAsked', () => {
  it('quotes the experience a posting requires, in English and Russian', () => {
    expect(
      findExperienceAsked(
        'Requirements:\n- At least 2 years experience in commercial laundries (batch washers, ironers)\n- A forklift licence',
      ),
    ).toEqual(['experience in commercial laundries']);
    expect(
      findExperienceAsked(
        'Требования:\n— опыт работы машинистом автогрейдера от 3 лет;\n— права категории C.',
      ),
    ).toEqual(['опыт работы машинистом автогрейдера от 3 лет']);
  });

  it('leaves out experience the posting calls a plus, says is not needed or will train for', () => {
    expect(
      findExperienceAsked(
        'Experience with hydraulic presses would be an advantage. No experience of bookbinding is needed: we will train you.',
      ),
    ).toEqual([]);
    expect(
      findExperienceAsked('Опыт работы на пилораме приветствуется, но можно и без опыта — научим.'),
    ).toEqual([]);
  });

  it('stops the quote before an example ("e.g.")', () => {
    expect(
      findExperienceAsked(
        'You need experience in a customer-facing job, e.g. retail or hospitality.',
      ),
    ).toEqual(['experience in a customer-facing job']);
  });
});
