// The fields a pasted posting's first line gives the tracker: the title, the employer after a
// dash or "at", and the place after the employer (a new user's walk, twenty-seventh session).
import { describe, expect, it } from 'vitest';
import { readPostingFields } from './read-posting';

describe('readPostingFields', () => {
  it('reads the employer and the place from a title line with a plain hyphen', () => {
    const fields = readPostingFields(
      'Registered Veterinary Nurse - Willow Vets, Harrogate\n£27,000–£31,000 per year\nWe are a friendly first-opinion practice.',
    );
    expect(fields).toMatchObject({
      title: 'Registered Veterinary Nurse',
      company: 'Willow Vets',
      location: 'Harrogate',
    });
  });

  it('keeps a title with a hyphen inside a word, and an employer with no place', () => {
    expect(
      readPostingFields('Sous Chef at The Carrowmore\nFresh food, no freezers.'),
    ).toMatchObject({
      title: 'Sous Chef',
      company: 'The Carrowmore',
      location: '',
    });
    expect(readPostingFields('Тренер-преподаватель по шахматам\nСпортивная школа.')).toMatchObject({
      title: 'Тренер-преподаватель по шахматам',
      company: '',
    });
  });

  it('takes a labelled place over one read from the title line', () => {
    expect(
      readPostingFields(
        'Кладовщик — ООО «СтройДвор», Казань\nМесто работы: Казань, ул. Складская, 5',
      ),
    ).toMatchObject({
      title: 'Кладовщик',
      company: 'ООО «СтройДвор»',
      location: 'Казань, ул. Складская, 5',
    });
  });
});
