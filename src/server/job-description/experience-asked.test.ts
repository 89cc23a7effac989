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
    // Round 34 had asked where the candidate got «опыт в продажах не нужен».
    expect(
      findExperienceAsked(
        'Кого ищем:\n• опыт в продажах не нужен — в первую неделю пройдёте обучение;\n• любите животных',
      ),
    ).toEqual([]);
    expect(findExperienceAsked('Experience in retail not needed: we teach you the range.')).toEqual(
      [],
    );
  });

  it('reads the kind of experience named after how long ("8+ years\' hydrographic survey experience")', () => {
    expect(
      findExperienceAsked(
        "Requirements:\n• 8+ years' hydrographic survey experience, including at least 3 as party chief\n• At least three years of professional bench experience\n• Minimum of 3 years' post-graduate experience in paper conservation",
      ),
    ).toEqual([
      'hydrographic survey experience',
      'professional bench experience',
      'post-graduate experience in paper conservation',
    ]);
  });

  it('reads experience of doing something, months of it, and Russian experience of any kind with its length', () => {
    expect(
      findExperienceAsked(
        '- Previous experience handling Thoroughbreds or other young horses\n- At least six months of underground hard-rock experience\n- A patient manner – experience caring for a family member counts',
      ),
    ).toEqual([
      'experience handling Thoroughbreds or other young horses',
      'underground hard-rock experience',
    ]);
    expect(
      findExperienceAsked(
        'Требования:\n— опыт работы сомелье от 5 лет, из них не менее 2 лет — руководителем;\n— опыт наладки станков с ЧПУ от 2 лет;',
      ),
    ).toEqual(['опыт работы сомелье от 5 лет', 'опыт наладки станков с ЧПУ от 2 лет']);
  });

  it('keeps a requirement the posting goes on to say what would be best about, and stops before a relative clause', () => {
    expect(
      findExperienceAsked(
        [
          '• опыт работы инженером ПТО от 3 лет, желательно в монолитном жилищном строительстве;',
          'Мы рассматриваем кандидатов с опытом работы риелтором от 1 года и реальными сделками.',
          "We're looking for someone with at least 18 months' experience in residential conveyancing, either as a paralegal or conveyancing assistant, who can run files.",
          "We'd like you to have at least three years' commercial experience building mobile apps.",
        ].join('\n'),
      ),
    ).toEqual([
      'опыт работы инженером ПТО от 3 лет',
      'опыт работы риелтором от 1 года и реальными сделками',
      'experience in residential conveyancing',
    ]);
  });

  it('keeps how long when the kind of experience is a word or two ("5 years\' keeping experience")', () => {
    expect(
      findExperienceAsked(
        "- At least 5 years' keeping experience, including working with dangerous carnivores\n- Recognised phlebotomy qualification and at least six months' practical experience",
      ),
    ).toEqual(["5 years' keeping experience", "six months' practical experience"]);
  });

  it('leaves out a big plus, keeps a requirement beside a bracketed remark about something else', () => {
    expect(
      findExperienceAsked(
        'Требования: опыт работы с договорами строительного подряда будет большим плюсом. Experience with pinsetters or vending machines is a big plus.',
      ),
    ).toEqual([]);
    expect(
      findExperienceAsked(
        '- Experience in a cinema projection box, digital or film (film handling is a big plus)\n- Experience in a busy bar (preferred)',
      ),
    ).toEqual(['experience in a cinema projection box, digital or film']);
  });

  it('stops the quote where the posting adds what it would like best (", ideally …", «, лучше …»)', () => {
    expect(
      findExperienceAsked(
        "• At least 1 year's experience in a hotel front office, ideally including night audit\n— опыт работы поваром от 2 лет, лучше на вахте",
      ),
    ).toEqual(['experience in a hotel front office', 'опыт работы поваром от 2 лет']);
  });

  it('never ends a quote on a letter of an abbreviation the sentence was split in ("B.S. 7671")', () => {
    expect(
      findExperienceAsked(
        "You'll need: 3 years' experience installing domestic heat pumps, working knowledge of B.S. 7671 and a full licence.",
      ),
    ).toEqual(['experience installing domestic heat pumps']);
  });

  it('stops the quote before an example ("e.g.")', () => {
    expect(
      findExperienceAsked(
        'You need experience in a customer-facing job, e.g. retail or hospitality.',
      ),
    ).toEqual(['experience in a customer-facing job']);
  });
});

describe('findExperienceAsked after a length of time', () => {
  it('quotes the kind of experience, not the "of" before it', () => {
    expect(
      findExperienceAsked('- At least 3 years of experience fitting kitchens or as a joiner'),
    ).toEqual(['experience fitting kitchens or as a joiner']);
  });
});

describe('findExperienceAsked and an "if"', () => {
  it('takes no experience an "if" opens for a requirement, and never ends a quote on "and"', () => {
    expect(
      findExperienceAsked(
        'If you have worked in construction or labour hire and are keen, still reach out.',
      ),
    ).toEqual([]);
    expect(findExperienceAsked('Если у вас есть опыт работы на стройке, будет плюсом.')).toEqual(
      [],
    );
  });
});
