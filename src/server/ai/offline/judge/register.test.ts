import { describe, expect, it } from 'vitest';
import { contentStems } from '../../../job-description/read-job-description';
import {
  countRegister,
  lexiconFrom,
  readRegister,
  REGISTER_LEXICON,
  registerStems,
  type RegisterDocument,
} from './register';

const doc = (job: string, text: string, kind: RegisterDocument['kind']): RegisterDocument => ({
  job,
  stems: registerStems(text),
  kind,
});

/** Honest answers about the work for five jobs, a story of private life for four of them. */
const DOCUMENTS: RegisterDocument[] = [
  ...['nurse', 'welder', 'chef', 'guide', 'driver'].flatMap((job) => [
    doc(job, 'I checked the rota, rang the supplier and fixed the order before service.', null),
    doc(job, 'I asked the customer what went wrong and replaced the part that afternoon.', null),
  ]),
  ...['nurse', 'welder', 'chef', 'guide'].map((job) =>
    doc(
      job,
      'Last summer my cousin got married, and we camped by the lake all weekend.',
      'private',
    ),
  ),
  doc('chef', 'My grandmother taught me to bake sourdough in her farmhouse kitchen.', 'private'),
];

describe('the register lexicon, fitted to graded answers', () => {
  const lexicon = lexiconFrom(countRegister(DOCUMENTS));

  it('keeps the words that mark stories of private life told to several jobs, not the words of the work', () => {
    expect(Object.keys(lexicon.stems.private)).toEqual(
      expect.arrayContaining([
        ...contentStems('married camped lake weekend'),
        ...contentStems('cousin').map((stem) => `own:${stem}`),
      ]),
    );
    for (const stem of contentStems('checked rota supplier customer replaced')) {
      expect(lexicon.stems.private[stem]).toBeUndefined();
    }
  });

  it('reads no plain word that postings of other work use as private life, only the speaker’s own', () => {
    // "lake" and "weekend" are in two postings (a lifeguard's, a warden's): some job's words.
    const postingStems = new Map(contentStems('lake weekend').map((stem) => [stem, 2]));
    const worked = lexiconFrom(countRegister(DOCUMENTS), { postingStems });
    for (const stem of contentStems('lake weekend')) {
      expect(worked.stems.private[stem]).toBeUndefined();
      expect(lexicon.stems.private[stem]).toBeGreaterThan(0);
    }
    expect(worked.stems.private[`own:${contentStems('cousin')[0]}`]).toBeGreaterThan(0);
    expect(Object.keys(worked.stems.private)).toEqual(
      expect.arrayContaining(contentStems('married camped')),
    );
  });

  it('keeps no word that only one job’s answers used, however telling', () => {
    for (const stem of contentStems('grandmother sourdough farmhouse')) {
      expect(lexicon.stems.private[stem]).toBeUndefined();
    }
  });

  it('is fitted without the jobs it is told to leave out (as cross-validation does)', () => {
    const without = lexiconFrom(countRegister(DOCUMENTS), {
      excluded: new Set(['nurse', 'welder']),
    });
    expect(Object.keys(without.stems.private)).toEqual([]);
    expect(without.fit.jobs).toBe(3);
  });

  it('is the same lexicon whatever order the answers come in', () => {
    const reversed = lexiconFrom(countRegister([...DOCUMENTS].reverse()));
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(lexicon));
  });

  it('reads a private story above an account of the work, and a word of the job’s own not at all', () => {
    const story = readRegister(
      registerStems('Last summer my cousin got married and we camped by the lake all weekend.'),
      { lexicon },
    );
    const work = readRegister(registerStems('I rang the supplier and fixed the order.'), {
      lexicon,
    });
    expect(story.private).toBeGreaterThan(work.private);
    expect(work.private).toBe(0);
    const profile = new Set(
      contentStems('Wedding planner: weddings by the lake for married couples'),
    );
    const planner = readRegister(registerStems('The couple married by the lake.'), {
      profile,
      lexicon,
    });
    expect(planner.private).toBe(0);
  });
});

describe('the words a speaker calls their own', () => {
  it('marks “my son” as the speaker’s own, and “the widow’s son” not', () => {
    const [son] = contentStems('son');
    expect(registerStems('Last year my son started school.')).toContain(`own:${son}`);
    expect(registerStems('I sat with the widow and her son.')).toContain(son);
    expect(registerStems('I sat with the widow and her son.')).not.toContain(`own:${son}`);
  });

  it('reads «мы с женой» and «у меня дочь» as one’s own in Russian, «сын клиентки» not', () => {
    const [wife] = contentStems('женой');
    const [daughter] = contentStems('дочь');
    const [son] = contentStems('сын');
    const stems = registerStems('Летом мы с женой ездили на озеро. У меня дочь.');
    expect(stems).toEqual(expect.arrayContaining([`own:${wife}`, `own:${daughter}`]));
    expect(registerStems('Позвонил сын клиентки.')).toContain(son);
  });
});

describe('jargon, fitted to graded answers', () => {
  const EIGHT_JOBS = ['nurse', 'welder', 'chef', 'guide', 'driver', 'baker', 'roofer', 'clerk'];
  const documents: RegisterDocument[] = [
    ...EIGHT_JOBS.flatMap((job) => [
      doc(job, 'I leverage synergies to drive holistic stakeholder alignment.', 'jargon'),
      doc(job, 'I checked the rota and rang the supplier about the order.', null),
    ]),
    doc('welder', 'I ground the root pass back and re-ran the weld.', null),
  ];
  const lexicon = lexiconFrom(countRegister(documents));

  it('learns the jargon words that answers to eight jobs share, not the words of the work', () => {
    expect(Object.keys(lexicon.stems.jargon)).toEqual(
      expect.arrayContaining(contentStems('leverage synergies holistic stakeholder')),
    );
    for (const stem of contentStems('checked rota supplier order')) {
      expect(lexicon.stems.jargon[stem]).toBeUndefined();
    }
  });

  it('reads one or two of its words in an answer as chance, three or more as jargon', () => {
    const two = readRegister(registerStems('I leverage the new rota and the holistic supplier.'), {
      lexicon,
    });
    expect(two.jargon).toBe(0);
    const three = readRegister(
      registerStems('I leverage synergies for holistic stakeholder alignment.'),
      { lexicon },
    );
    expect(three.jargon).toBeGreaterThan(0);
  });

  it('keeps no word that the jargon of only a few fields shares (their own words, not jargon)', () => {
    const few = lexiconFrom(
      countRegister(documents.filter((document) => EIGHT_JOBS.slice(0, 3).includes(document.job))),
    );
    expect(Object.keys(few.stems.jargon)).toEqual([]);
  });
});

describe('the committed register (answer-register.json)', () => {
  it.each([
    [
      'en',
      'Last summer my brother got married and I drove my wife and the kids to the lake for the weekend.',
      'I checked the stock against the delivery note and sent back two damaged cases.',
    ],
    [
      'ru',
      'Прошлым летом мы с мужем и дочкой ездили на дачу, жарили шашлыки у озера и ловили рыбу.',
      'Я сверила остатки с накладной и вернула поставщику две повреждённые коробки.',
    ],
  ])('reads a story of private life above an account of the work (%s)', (_, story, work) => {
    expect(readRegister(registerStems(story)).private).toBeGreaterThan(
      2 * readRegister(registerStems(work)).private,
    );
  });

  it('was fitted to the training jobs alone, each kept word marking answers to three jobs or more', () => {
    expect(REGISTER_LEXICON.fit.minJobs).toBe(3);
    expect(REGISTER_LEXICON.fit.jobs).toBeGreaterThanOrEqual(50);
  });
});
