// Which field a job belongs to, from its title first and its description second: a nurse's job
// is healthcare whether or not the posting mentions Epic, and an "Analyst" title with 1С, НДС and
// УПД in the description is finance, not data.
import { stemText } from '../language/stem';
import { normaliseText } from '../language/text';
import { FAMILY_LEXICONS, type FamilyLexicon, type RoleFamily } from './families';
import { mainTitle, titleQualifiers } from './job-title';
import type { JobTerm } from './job-terms';
import { LETTER_OR_DIGIT } from './tech-dictionary';

const TITLE_WEIGHT = 10;
const SKILL_WEIGHT = 2;
const TOPIC_WEIGHT = 0.25;
const MAX_TOPIC_SCORE = 8;
/** Below this the job is read as general: no field's questions or words are assumed. */
const MIN_SCORE = 4;
/**
 * A title names the field with confidence; the description alone only when its words point to one
 * field clearly: this many points, and this many times the next field's. Otherwise a phrase in
 * passing ("we are recruiting wholetime firefighters", "our onboard retail range", «права
 * категории B» in an agronomist's posting) would decide the field, and the job would be
 * interviewed as another one; it is read as general work instead.
 */
const DESCRIPTION_ONLY_MIN = 6;
const DESCRIPTION_ONLY_LEAD = 1.5;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const cuePatterns = new Map<string, RegExp>();

function cuePattern(cue: string): RegExp {
  let pattern = cuePatterns.get(cue);
  if (!pattern) {
    const isPrefix = cue.endsWith('*');
    const body = escapeRegExp(normaliseText(cue.replace(/\*$/, '')));
    const letters = LETTER_OR_DIGIT;
    const end = isPrefix ? `[${letters}-]*` : '(?:e?s)?';
    pattern = new RegExp(`(?<![${letters}])${body}${end}(?![${letters}])`, 'u');
    cuePatterns.set(cue, pattern);
  }
  return pattern;
}

/** The longest title cue of a family found in the text ('' when none). */
function longestCueText(lexicon: FamilyLexicon, text: string): string {
  let longest = '';
  for (const cue of lexicon.titleCues) {
    if (cue.length > longest.length && cuePattern(cue).test(text)) longest = cue;
  }
  return longest;
}

/** The longest title cue of a family found in the text, in characters (0 when none). */
function longestCue(lexicon: FamilyLexicon, text: string): number {
  return longestCueText(lexicon, text).length;
}

// Stemmed on first use, not at import: about 160 ms of the server's start (issue 36), which the
// coach's warm-up after ready spends instead.
let topicStems: Map<RoleFamily, ReadonlySet<string>> | undefined;

/** The stems of a family's everyday words. */
export function getTopicStems(family: RoleFamily): ReadonlySet<string> {
  topicStems ??= new Map(
    FAMILY_LEXICONS.map((lexicon) => [
      lexicon.family,
      new Set(
        [...lexicon.topicWords.en, ...lexicon.topicWords.ru].flatMap((word) => stemText(word)),
      ),
    ]),
  );
  return topicStems.get(family) ?? new Set();
}

// Where a title goes on to the place of the work: "… at …", «… в …», «… на …».
const PLACE_START = /\s(?:at|in|для|в|во|на|при)\s/u;

/** A title's words for the role, and the place it names after a preposition ('' when none). */
function splitPlace(title: string): { role: string; place: string } {
  const at = title.search(PLACE_START);
  if (at <= 0) return { role: title, place: '' };
  return { role: title.slice(0, at), place: title.slice(at) };
}

export interface FamilyScore {
  family: RoleFamily;
  score: number;
  /** Whether the title names this field. */
  fromTitle: boolean;
  /** The title's words that name it, as the family's cue ('' when the title does not). */
  titleCue: string;
}

/** Every family's score for this job, best first. */
export function scoreRoleFamilies(options: {
  jobTitle: string;
  description: string;
  skills: readonly JobTerm[];
}): FamilyScore[] {
  // The field is named by the title's main part: "Laundry Production Operative – Hotel Linen" is
  // no hotel job. What the title adds in brackets or after a dash counts as the posting's words.
  // So does a place the title names after a preposition: «Аниматор в детский клуб отеля» is an
  // animator's job at a hotel, not a hotel's; "Receptionist at a dental practice" a receptionist's.
  const { role: title, place } = splitPlace(normaliseText(mainTitle(options.jobTitle)));
  const description = normaliseText(
    `${titleQualifiers(options.jobTitle)}\n${place}\n${options.description}`,
  );
  const descriptionStems = new Set(stemText(description));
  return FAMILY_LEXICONS.map((lexicon) => {
    const cueText = longestCueText(lexicon, title);
    const titleCue = cueText.length;
    // A longer cue ("registered nurse") is more specific than a shorter one ("analyst").
    const titleScore = titleCue > 0 ? TITLE_WEIGHT + titleCue / 10 : 0;
    const descriptionCue = longestCue(lexicon, description) > 0 ? SKILL_WEIGHT : 0;
    const skillCount = options.skills.filter((term) => term.family === lexicon.family).length;
    let topicHits = 0;
    for (const word of getTopicStems(lexicon.family))
      if (descriptionStems.has(word)) topicHits += 1;
    const score =
      titleScore +
      descriptionCue +
      SKILL_WEIGHT * skillCount +
      Math.min(MAX_TOPIC_SCORE, TOPIC_WEIGHT * topicHits);
    return { family: lexicon.family, score, fromTitle: titleCue > 0, titleCue: cueText };
  }).sort((a, b) => b.score - a.score);
}

/** The stems of a title's words other than the family's own title cues. */
function otherTitleStems(family: RoleFamily, jobTitle: string): string[] {
  const lexicon = FAMILY_LEXICONS.find((candidate) => candidate.family === family);
  let title = normaliseText(jobTitle);
  for (const cue of lexicon?.titleCues ?? []) {
    title = title.replace(new RegExp(cuePattern(cue).source, 'gu'), ' ');
  }
  return stemText(title);
}

/**
 * Whether the title names this field and no other one beside it: "Dental Nurse" names dental work
 * (the wider field's "nurse" is inside its cue), but "Dental Receptionist" names a dental practice
 * and a front desk, and «Мастер участка закрепки» a site foreman's word and a jeweller's work.
 * Such a title says where the job is, not which field's questions fit it (question rating round 12:
 * the dental receptionist was asked three hotel front-desk questions, the stone-setting foreman
 * four of a building site's).
 */
export function titleNamesOnlyField(family: RoleFamily, jobTitle: string): boolean {
  const title = normaliseText(mainTitle(jobTitle));
  const own = FAMILY_LEXICONS.find((lexicon) => lexicon.family === family);
  const ownCue = own ? longestCueText(own, title) : '';
  if (!ownCue) return false;
  return FAMILY_LEXICONS.every((lexicon) => {
    if (lexicon.family === family) return true;
    const cue = longestCueText(lexicon, title);
    return !cue || cuePattern(cue).test(ownCue) || cuePattern(ownCue).test(cue);
  });
}

/** The job's field, or null when nothing points to one clearly enough. */
export function detectRoleFamily(options: {
  jobTitle: string;
  description: string;
  skills: readonly JobTerm[];
}): RoleFamily | null {
  const scores = scoreRoleFamilies(options);
  const [first, next] = scores;
  if (!first || first.score < MIN_SCORE) return null;
  // A title that names two fields names the narrower one: a "Dental Nurse" is a dental job,
  // though the wider field's cue ("nurse") is in it too and its words fill the posting.
  const best =
    (first.fromTitle &&
      scores.find(
        (score) =>
          score.fromTitle &&
          score.titleCue.length > first.titleCue.length &&
          cuePattern(first.titleCue).test(normaliseText(score.titleCue)),
      )) ||
    first;
  if (best.fromTitle) {
    // A title can name two fields: «Контролёр-ревизор пассажирского транспорта» has an auditor's
    // word and, besides it, a transport's words. When the description then points more to that
    // other field than to the one the cue names, the title decides nothing, and the job is read
    // as general work rather than as either.
    const rest = otherTitleStems(best.family, options.jobTitle);
    const own = best.score - TITLE_WEIGHT;
    const rivalNamed = scores.some(
      (score) =>
        score.family !== best.family &&
        !score.fromTitle &&
        score.score > own &&
        [...getTopicStems(score.family)].some((topic) =>
          rest.some((stem) => stem === topic || (topic.length >= 5 && stem.startsWith(topic))),
        ),
    );
    return rivalNamed ? null : best.family;
  }
  const isClear =
    best.score >= DESCRIPTION_ONLY_MIN && best.score >= DESCRIPTION_ONLY_LEAD * (next?.score ?? 0);
  return isClear ? best.family : null;
}
