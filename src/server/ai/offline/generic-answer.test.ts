import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { writeFeedback } from './feedback';
import { CONCERN_SHOWN_BELOW, shownConcern } from './score-answer';
import { measurePlatitudes } from './generic-answer';

// Answers of qualities or motivation given to a question that asked how or what happened: they
// must not outscore a short honest answer, and their feedback must say that the question went
// unanswered, not ask for "steps" as if a method had been described.
describe('an answer made of general words about oneself', () => {
  const read = (options: {
    jobTitle: string;
    question: string;
    answer: string;
    language: 'en' | 'ru';
  }) => analyseAnswer({ ...options, jobDescription: '' });

  it.each([
    {
      language: 'en' as const,
      jobTitle: 'Dental Hygienist',
      question: 'How do you calm a patient who is afraid of the cleaning?',
      generic:
        'I am a very caring and reliable person. Patient comfort is my top priority and I always go the extra mile. I believe a friendly attitude makes a difference, and I am a great team player.',
      honest:
        'I tell them what I am about to do before each step and agree a hand signal to stop. Usually that is enough.',
    },
    {
      language: 'en' as const,
      jobTitle: 'Bus Driver',
      question:
        'Tell me about a time a passenger became aggressive on your route. What did you do?',
      generic:
        'I chose this job because I have always been interested in transport. I love meeting new people every day. In my free time I read about road safety, and I am very calm by nature.',
      honest:
        'A drunk man shouted at a student. I stopped at the next stop, told him to calm down or leave, and called control. He left.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Администратор гостиницы',
      question: 'Как вы решаете ситуацию, когда гость недоволен номером, а свободных номеров нет?',
      generic:
        'Я коммуникабельный и стрессоустойчивый человек. Для меня главное — чтобы каждый гость уехал довольным. Я всегда вежлив и умею находить подход к любому человеку.',
      honest:
        'Выслушиваю, извиняюсь, предлагаю то, что могу: уборку, другой номер завтра или завтрак за наш счёт.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Повар',
      question: 'Расскажите о случае, когда на кухне закончился нужный продукт посреди смены.',
      generic:
        'Готовить я люблю с детства, это моё. Мне нравится атмосфера кухни и работать в команде. Я постоянно повышаю квалификацию и стремлюсь к профессиональному росту.',
      honest:
        'В субботу кончились сливки для соуса. Я заменил его на соус на бульоне и предупредил официантов.',
    },
    // A self-portrait written with contractions ("I'm a very calm…") reads like one without.
    {
      language: 'en' as const,
      jobTitle: 'Forklift Operator',
      question: 'A pallet falls from a high rack during your shift. What do you do, step by step?',
      generic:
        "I'm a very calm, responsible and safety-conscious operator. I'm punctual, reliable and I always stay professional no matter what happens. I'm great under pressure and a natural problem solver, so I'd be an excellent addition to your team.",
      honest:
        'I stop the truck, shout to clear the aisle and tape it off. Then I call the supervisor and check nobody is hurt before we clean up and log it.',
    },
    // Why the field, told as a childhood memory and a feeling.
    {
      language: 'en' as const,
      jobTitle: 'Mechanical Design Engineer',
      question: 'How do you decide on tolerances for a part that must fit another one?',
      generic:
        "I've loved mechanical things since I was a kid taking apart old radios. The first time I saw a production line at full speed, I knew this was what I wanted to do. Precision really matters to me, and I'd be proud to design machines with your team.",
      honest:
        'I start from what the fit has to do, pick ISO fits for it and run a worst-case stack-up on the chain. If it fails, I tighten the cheapest dimension, not all of them.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Парикмахер',
      question:
        'Клиентка хочет стрижку как на фото, но с её волосами так не получится. Как вы поступите?',
      generic:
        'Я с детства мечтала стать парикмахером. Для меня эта профессия — творчество и возможность делать людей счастливее. Обожаю момент, когда клиентка смотрит в зеркало и улыбается. Я постоянно вдохновляюсь новыми трендами.',
      honest:
        'Показываю на её волосах, что получится, а что нет, и предлагаю ближайший вариант. Если хочет именно то, расписываю, за сколько визитов дойдём.',
    },
    // Promises of what one "would always" do, which say back the question's words but no method.
    {
      language: 'en' as const,
      jobTitle: 'Social Worker',
      question: 'How do you approach a new case management system you have never used before?',
      generic:
        "I would always approach any new system with an open mind and a positive attitude. I'd do everything possible to learn the new case management system quickly, and I would never let it get in the way of my clients. I will always follow the guidance and ask for help, because continuous learning matters.",
      honest:
        'I ask for a test login and enter one closed case from start to end, so I see where each note goes before I use it for real.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Охранник',
      question: 'Посетитель без пропуска требует пустить его к директору. Ваши действия?',
      generic:
        'Я человек дисциплинированный, внимательный и ответственный. Служил в армии, физически крепкий, не пью, не курю. Всегда вежлив с людьми и никогда не подведу. Руководители всегда отзывались обо мне только положительно.',
      honest:
        'Вежливо останавливаю, спрашиваю фамилию и к кому он, звоню в приёмную. Без подтверждения не пускаю, прошу подождать у поста.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Сиделка',
      question: 'Как вы следите, чтобы подопечный получил нужное лекарство в нужной дозе?',
      generic:
        'Я всегда буду максимально внимательна к назначениям и сделаю всё возможное, чтобы подопечный получил именно то, что ему нужно. Для меня здоровье подопечного на первом месте, поэтому я никогда не допущу ошибки. Я буду строго соблюдать все правила.',
      honest:
        'Раскладываю таблетки по таблетнице на неделю по листу назначений и отмечаю в тетради каждый приём. Если что-то изменили, переписываю лист сразу.',
    },
  ])(
    'ranks below an honest short answer, and is asked for the specific thing ($language, $jobTitle)',
    (input) => {
      const { generic, honest, ...job } = input;
      const evidence = read({ ...job, answer: generic });
      expect(evidence.problem).toBeNull();
      expect(evidence.score).toBeLessThan(read({ ...job, answer: honest }).score);
      expect(read({ ...job, answer: honest }).problem).toBeNull();
      const feedback = writeFeedback(evidence, { language: job.language, seed: 1 });
      expect(feedback).toMatch(
        job.language === 'en'
          ? /what the question asks|asked something specific|example|real (?:case|time)|steps|step by step|in order/
          : // …or, at the edge of the score from which an answer's parts count (the judge
            // refitted in the fortieth session: 22), told to add the detail of its own work.
            /о чём спросили|спросили о конкретном|пример|случай|шаг|по порядку|подробностями из своей работы/,
      );
    },
  );

  it('scores a Situation/Task/Action/Result frame filled with general words low', () => {
    const evidence = read({
      language: 'en',
      jobTitle: 'Account Manager',
      question: 'How do you prepare for a renewal call with a client who is unhappy?',
      answer:
        'Situation: a client was unhappy. Task: keep the client. Action: I communicated clearly and always put the customer first, using my strong communication skills. Result: the client was satisfied. I am very results-oriented.',
    });
    expect(evidence.problem).toBeNull();
    expect(evidence.score).toBeLessThanOrEqual(30);
  });

  it('is not saved by a boast in round figures ("I give 100%")', () => {
    const evidence = read({
      language: 'ru',
      jobTitle: 'Графический дизайнер',
      question: 'Как вы показываете работу заказчику, чтобы получить полезные правки?',
      answer:
        'Я креативный, ответственный и стрессоустойчивый. Мне нравится моя работа, и я всегда выкладываюсь на 100%. Для меня главное — довольный заказчик.',
    });
    expect(evidence.problem).toBeNull();
    expect(evidence.score).toBeLessThanOrEqual(30);
  });

  it('leaves a vague answer that is about the question alone', () => {
    const evidence = read({
      language: 'en',
      jobTitle: 'Paralegal',
      question: 'How do you check the quality of your pleadings before they are filed?',
      answer:
        "I'm very detail-oriented, so I always review my work carefully before it goes out. I check the citations and the dates against the file.",
    });
    expect(evidence.problem).toBeNull();
  });

  it('accepts qualities where the question asks about the candidate', () => {
    const evidence = read({
      language: 'ru',
      jobTitle: 'Менеджер по продажам',
      question: 'Почему вас заинтересовала эта позиция?',
      answer:
        'Я люблю общаться с людьми и всегда стремлюсь к результату. Мне нравится, что здесь доход зависит от меня.',
    });
    expect(evidence.problem).toBeNull();
  });

  const VAGUE_ALLERGIES = {
    language: 'en',
    jobTitle: 'Waiter',
    question: 'How do you keep food safe: storage, temperatures, labelling and allergens?',
    answer:
      "I always take allergies very seriously because it's really important. I basically just make sure everything is done properly and that the kitchen knows, and I think that's the most important thing really.",
  } as const;

  // A new user's walk of 2026-12-05: a vague answer of 33 words was told "that is short", and
  // padded it would have stayed vague. Between the two thresholds general words are named too,
  // never of an answer to an open question, which may rightly be reasons and qualities.
  it('tells a vague answer to a how question that it is general, not only short', () => {
    const evidence = read(VAGUE_ALLERGIES);
    expect(evidence.score).toBeGreaterThanOrEqual(CONCERN_SHOWN_BELOW);
    expect(shownConcern(evidence)).toBe('generic');
    const feedback = writeFeedback(evidence, { language: 'en', seed: 1 });
    expect(feedback).toMatch(/general terms|every candidate says/);
    expect(feedback).not.toMatch(/short|say a little more/i);
  });

  it('never says so, at the same score, of an answer to an open question', () => {
    const evidence = read(VAGUE_ALLERGIES);
    expect(shownConcern({ ...evidence, questionKind: 'open' })).toBeNull();
  });
});

describe('the habit a story ends on (a new user walk, twenty-seventh session)', () => {
  it('is not read as general words about oneself, in English and Russian', () => {
    const story =
      'Last winter I was taking a pre-anaesthetic blood sample from a very dehydrated 14-year-old cat and the jugular kept collapsing. I stopped after two attempts, told the vet, and placed a cephalic catheter for fluids first. Two hours later I got a clean sample and flagged a urea of 38. Since then I always check hydration status before booking pre-op bloods.';
    expect(measurePlatitudes(story, 'en')).toEqual({ phrases: 0, sentenceShare: 0 });
    const russian =
      'Однажды я отгрузил клиенту не тот цвет плиточного клея. Заметил на следующий день, позвонил клиенту и сам отвёз замену. С тех пор я всегда сверяю артикул со сканером.';
    expect(measurePlatitudes(russian, 'ru').sentenceShare).toBe(0);
    // A memory of why the field is still one.
    expect(
      measurePlatitudes('Ever since I was a kid I loved animals. I always wanted this.', 'en')
        .sentenceShare,
    ).toBe(1);
  });
});
