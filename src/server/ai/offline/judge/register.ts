// The register an answer speaks in, learned from graded answers rather than listed by hand: the
// words that mark a consultant's jargon ("person-centred", "touchpoint", «выстраиваю») and those
// that mark a story from private life ("my brother's wedding", «тёща»), as against honest answers
// about the work. Each stem's weight is its log-odds in the corpus's jargon answers (or its
// off-topic stories) against its honest ones, over the training jobs of eval/graded
// (answer-register.json, written by `npm run eval:judge -- --fit`). Only stems found in such
// answers to at least three different jobs are kept, so no job's own words decide it; and a story
// of private life is read only from what the speaker calls their own ("my son", «мы с женой») or
// from words no two postings of other work use ("honeymoon", «свадьба»), never from words some
// job works with ("van", "road", "hospice"). A feature of the judge, never a verdict: it moves the
// degree of credit, and how much is fitted with the rest (judge.ts).
import { contentStems } from '../../../job-description/read-job-description';
import { normaliseText, tokenize } from '../../../language/text';
import registerFile from './answer-register.json';

export const REGISTER_KINDS = ['private', 'jargon'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

export interface RegisterLexicon {
  version: number;
  /** Each kind's stems and their weights (log-odds against honest answers, only those above 0). */
  stems: Record<RegisterKind, Record<string, number>>;
  fit: Record<string, unknown>;
}

export const REGISTER_LEXICON = registerFile as RegisterLexicon;

/** How many of a register's words an answer may hold by chance (see readRegister). */
const CHANCE_WORDS = 2;

/**
 * How strongly the answer speaks each register: its distinct content stems' weights, averaged
 * over all of them (a stem the lexicon does not hold weighs 0), so one such word in a long answer
 * counts for little. A stem of this job's own profile (its title, its posting, the question) is
 * the job's word and counts for neither: a wedding planner's "wedding", an estate agent's
 * "family", a posting's own "stakeholders" (cross-validation: honest answers of such jobs had
 * been scored 30–50 points under their grades).
 */
export function readRegister(
  stems: readonly string[],
  options: { profile?: ReadonlySet<string>; lexicon?: RegisterLexicon } = {},
): Record<RegisterKind, number> {
  const { profile = new Set<string>(), lexicon = REGISTER_LEXICON } = options;
  const distinct = [...new Set(stems)];
  // A register is several words of it: the two strongest never count. Over the training jobs,
  // honest answers hold at most two of the jargon lexicon's words (98–100 % of every honest
  // style; 1 % of strong ones hold three), buzzword answers at least three (99 %): one or two
  // such words in an honest answer ("The outcome: we migrated 12 services", «ключевой клиент»,
  // «решение… сервис») had cut its score by 10–20 points.
  const of = (kind: RegisterKind) => {
    if (distinct.length === 0) return 0;
    const weights = distinct
      .map((stem) => (profile.has(stem) ? 0 : (lexicon.stems[kind][stem] ?? 0)))
      .sort((a, b) => b - a);
    const beyond = weights.slice(CHANCE_WORDS).reduce((sum, weight) => sum + weight, 0);
    return beyond / distinct.length;
  };
  return { private: of('private'), jargon: of('jargon') };
}

/** "my", "our", «мой», «наш» in every form: what makes the next words the speaker's own. */
const POSSESSIVE =
  /^(?:my|our|мой|моя|мое|моё|мои|моего|моей|моему|мою|моим|моих|моими|моем|моём|наш|наша|наше|наши|нашего|нашей|нашему|нашу|нашим|наших|нашими|нашем)$/u;
/** Where the words after a possessive may still be its own ("my little brother", «мы с женой»). */
const OWN_WINDOW = 2;
const OWN = 'own:';

/**
 * The answer's content stems as the register reads them: a stem the speaker calls their own ("my
 * son", "our wedding", «мы с женой», «у меня дочь») is marked as such, apart from the same word
 * about someone else ("the widow's son", «сын клиентки»). So a funeral director's or a carer's
 * account of other people's families does not read as a story of the candidate's own private
 * life, which the plain words could not tell apart (cross-validation, fourteenth session).
 */
export function registerStems(text: string): string[] {
  const tokens = tokenize(normaliseText(text)).filter((token) => /\p{L}/u.test(token));
  const own = new Set<number>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const opens =
      POSSESSIVE.test(token) ||
      (token === 'мы' && next === 'с') ||
      (token === 'у' && next === 'меня') ||
      (token === 'me' && next === 'and');
    if (!opens) return;
    const from = POSSESSIVE.test(token) ? index + 1 : index + 2;
    for (let at = from; at < from + OWN_WINDOW && at < tokens.length; at += 1) own.add(at);
  });
  return tokens.flatMap((token, index) =>
    contentStems(token).map((stem) => (own.has(index) ? OWN + stem : stem)),
  );
}

/** One graded answer, as the lexicon is fitted from it. */
export interface RegisterDocument {
  job: string;
  stems: readonly string[];
  /** Which register the answer was written in, or null for an honest answer about the work. */
  kind: RegisterKind | null;
}

/** A stem must mark stories of private life told to at least this many jobs to be kept. */
const MIN_JOBS = 3;
/**
 * A jargon word marks buzzword answers to at least this many jobs: a consultant's words are the
 * same in every field, while a word three jobs' buzzword answers share is often those fields' own
 * ("pipeline", «запрос», «сервис»; with three, honest Russian STAR answers scored 39). Chosen by
 * cross-validation among 3, 8 and 15 (docs/benchmarks.md).
 */
const JARGON_JOBS = 8;
/**
 * A word is kept only where such answers use it at least three times as often as honest ones:
 * "support", "clear", «решение» are a little commoner in jargon but every honest answer's too.
 * Chosen by cross-validation (docs/benchmarks.md).
 */
const MIN_RATIO = 3;
/**
 * A plain word (not one the speaker calls their own) that this many postings of other work use is
 * some job's work word ("van", "road", «отпуск»), never read as private life: a corpus of jobs'
 * stories cannot know every unseen job's words, but postings of hundreds of jobs show them.
 */
const WORK_POSTINGS = 2;
/** Add-one smoothing of the document frequencies. */
const SMOOTHING = 1;

type Tally = Record<RegisterKind | 'honest', number>;
const emptyTally = (): Tally => ({ private: 0, jargon: 0, honest: 0 });

/** Documents of each kind, overall and per stem, for each job: what a lexicon is fitted from. */
export type RegisterCounts = Map<string, { docs: Tally; stems: Map<string, Tally> }>;

export function countRegister(documents: readonly RegisterDocument[]): RegisterCounts {
  const counts: RegisterCounts = new Map();
  for (const document of documents) {
    let job = counts.get(document.job);
    if (!job) {
      job = { docs: emptyTally(), stems: new Map() };
      counts.set(document.job, job);
    }
    const kind = document.kind ?? 'honest';
    job.docs[kind] += 1;
    for (const stem of new Set(document.stems)) {
      let tally = job.stems.get(stem);
      if (!tally) {
        tally = emptyTally();
        job.stems.set(stem, tally);
      }
      tally[kind] += 1;
    }
  }
  return counts;
}

/**
 * The lexicon fitted to every job counted but those excluded (cross-validation fits one without
 * the job it scores). Deterministic: stems in code-point order.
 */
export function lexiconFrom(
  counts: RegisterCounts,
  options: {
    /** Jobs left out of the fit (cross-validation fits one without the job it scores). */
    excluded?: ReadonlySet<string>;
    /** How many postings of other work use each stem. */
    postingStems?: ReadonlyMap<string, number>;
  } = {},
): RegisterLexicon {
  const { excluded = new Set<string>(), postingStems = new Map<string, number>() } = options;
  const docs = emptyTally();
  const perStem = new Map<string, { docs: Tally; jobs: Record<RegisterKind, number> }>();
  for (const [id, job] of counts) {
    if (excluded.has(id)) continue;
    for (const kind of [...REGISTER_KINDS, 'honest'] as const) docs[kind] += job.docs[kind];
    for (const [stem, tally] of job.stems) {
      let entry = perStem.get(stem);
      if (!entry) {
        entry = { docs: emptyTally(), jobs: { private: 0, jargon: 0 } };
        perStem.set(stem, entry);
      }
      for (const kind of [...REGISTER_KINDS, 'honest'] as const) entry.docs[kind] += tally[kind];
      for (const kind of REGISTER_KINDS) if (tally[kind] > 0) entry.jobs[kind] += 1;
    }
  }
  const stems = { private: {}, jargon: {} } as Record<RegisterKind, Record<string, number>>;
  const sorted = [...perStem.keys()].sort();
  for (const kind of REGISTER_KINDS) {
    if (docs[kind] === 0 || docs.honest === 0) continue;
    for (const stem of sorted) {
      const entry = perStem.get(stem)!;
      if (entry.jobs[kind] < (kind === 'jargon' ? JARGON_JOBS : MIN_JOBS)) continue;
      // A story of private life is read from what the speaker calls their own ("my son", «мы с
      // женой») and from words other work's postings do not use: the plain words of such stories
      // ("road", "van", "miles") are other jobs' work words, which no corpus of graded jobs can
      // list in advance (an honest mechanic's story scored 30 when they were read).
      if (kind === 'private' && !stem.startsWith(OWN)) {
        if ((postingStems.get(stem) ?? 0) >= WORK_POSTINGS) continue;
      }
      const inKind = (entry.docs[kind] + SMOOTHING) / (docs[kind] + 2 * SMOOTHING);
      const inHonest = (entry.docs.honest + SMOOTHING) / (docs.honest + 2 * SMOOTHING);
      const weight = Math.log(inKind / inHonest);
      if (weight > Math.log(MIN_RATIO)) stems[kind][stem] = Math.round(weight * 1000) / 1000;
    }
  }
  const jobs = [...counts.keys()].filter((id) => !excluded.has(id)).length;
  return {
    version: 1,
    stems,
    fit: {
      jobs,
      answers: docs.private + docs.jargon + docs.honest,
      minJobs: MIN_JOBS,
      jargonJobs: JARGON_JOBS,
      minRatio: MIN_RATIO,
      workPostings: WORK_POSTINGS,
      postings: postingStems.size > 0,
    },
  };
}
