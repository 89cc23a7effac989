// Where the answer has something to praise, quoted, the praise is said in place of a line that
// prepares for a follow-up any answer could get, or that asks for what the praise quotes.
import type { AnswerEvidence } from './analyse-answer';
import type { FeedbackKey } from './feedback';
import { tellsEvents } from './told-case';
import { ownDeed, turnQuote } from './turn-praise';
import { runsPadded } from './long-answer';

/**
 * The lines that prepare for a follow-up any answer could get ("an interviewer will pick up on “…”
 * and ask you to go further", "expect «What did you learn?»"): the tenth frozen panel's readers
 * found them good on 4 of 80 marks, and the same quote praised as the candidate's own steps on 16
 * of 18. Where the answer has something to praise, quoted, that is said in their place.
 */
const PREPARES: ReadonlySet<FeedbackKey> = new Set([
  'prepareDepthOn',
  'prepareDepth',
  'pressOn',
  'prepareLesson',
  'prepareHardPart',
  'prepareEvidence',
  'prepareCase',
  'newHere',
]);

/**
 * The lines after an answer about motivation that prepare for the next question ("why us?", "what
 * will be hardest?", "what would you bring?"): the twelfth panel's readers found them generic
 * beside a reason of the candidate's own told with its facts (5 of 7), which is praised instead.
 */
const MOTIVE_PREPARES: ReadonlySet<FeedbackKey> = new Set([
  'prepareWhy',
  'prepareChallenge',
  'bringToRole',
  'prepareDepthPlan',
  'keepGoing',
  'keepSolid',
]);

/** Praise that quotes the candidate's own detail: a change, a step, an ending, a case. */
// Not an ending told in words: with no number or name in the answer, "a concrete outcome" is what
// it lacks (round 82: "It saved a lot of driving…" praised so, untrue for both readers).
const QUOTES_DETAIL: ReadonlySet<string> = new Set(['praiseChange', 'praiseStep', 'praiseCase']);

/**
 * The lines that praise or prepare nothing in particular ("A strong answer — keep this level",
 * "An interviewer will probably pick one point here and press for more"): good on 0–20 % of the
 * marks of rounds 60–86 (prepareDepth 9 % of 432, keepGoing 20 % of 236, keepSolid 17 % of 190,
 * keepCases and keepLast none of 52), against 77 % for a step of the candidate's quoted.
 */
const NAMES_NOTHING: ReadonlySet<FeedbackKey> = new Set([
  // Not "be ready to go deeper into “…”": it names the point already (54 %).
  ...[...PREPARES].filter((key) => key !== 'prepareDepthOn'),
  ...MOTIVE_PREPARES,
  'keepCases',
  'prepareHardPart',
]);
/** Below this score a method told with no event is told to have a real case ready (round 134). */
const ASKS_BEFORE_PRAISE_BELOW = 65;
/** Past events per word below which an answer tells none (one in 70 words). */
const NO_EVENT_BELOW = 0.015;

/**
 * From this score the candidate's own action is praised in place of a line naming nothing. Round
 * 87 (paired, two readers): good on 6 → 16 and 5 → 16 of 40, at 75 or more on 2 → 9 of 13 for
 * both, below it on 4 → 7 and 3 → 7 of 27 (there the readers wanted the weakness named instead).
 * Round 103 read it from 40 once the key act was read better (rounds 101–102): 8 → 13 and 7 → 12
 * of 40, but of the answers scored 40–44 only 2 of 14 marks were good; from 45, 9 of 14 honest
 * answers were good for both readers.
 */
const TURN_PRAISED_FROM = 45;

/**
 * The candidate's own action in a case told as it happened, quoted (press-point.ts: "I pulled
 * straight back in", "I knocked with the Racing Post"), in place of a line that names nothing:
 * round 86's readers marked "keep this level" and "be ready to go deeper" generic beside strong
 * cases on both panels read again (32 of 40 marks), "it misses what made this answer work".
 */
function turnPraised(described: FeedbackKey, evidence: AnswerEvidence): boolean {
  if (!NAMES_NOTHING.has(described) || evidence.score < TURN_PRAISED_FROM) return false;
  // A case, not the duties of past work ("I kept the yard tidy") nor reasons for wanting the job.
  const aboutCase =
    evidence.questionCategory !== 'background' && evidence.questionCategory !== 'motivation';
  return aboutCase && tellsEvents(evidence) && turnQuote(evidence) !== null;
}

/**
 * The improvement to say: the praise, quoted, where it replaces the line described; else, for "a
 * solid answer, keep this level" of a padded answer long for what it says, to cut it down (round
 * 127; "solid" overstated long plain ones in round 31).
 */
export function praisedInstead(described: FeedbackKey, evidence: AnswerEvidence): FeedbackKey {
  // Asked for a time and told how it usually went, with no one time in it: tell one (habit-told.ts),
  // before any praise of it (round 133: 10 of 10 such lines true and useful for both readers).
  // So is "be ready to go deeper into “…”" there: the one time is what the interviewer asks for.
  const habitStory = evidence.questionKind === 'story' && evidence.telling?.habitual === true;
  if (habitStory && (NAMES_NOTHING.has(described) || described === 'prepareDepthOn'))
    return 'oneTime';
  const said = praiseOrLine(described, evidence);
  if (habitStory && NAMES_NOTHING.has(said)) return 'oneTime';
  if (undersold(said, evidence)) return 'dropUndersell';
  return said === 'keepSolid' && runsPadded(evidence) ? 'tighten' : said;
}

/**
 * The lines said in place of "drop the words that take it back" where the answer has them
 * (undersell.ts): praise of its steps and lines that name nothing; not the change made or the
 * outcome quoted, nor "cut it down", which say more than the words would.
 */
const UNDERSOLD_OVER: ReadonlySet<FeedbackKey> = new Set([
  ...NAMES_NOTHING,
  'praiseStep',
  'praiseWork',
  'praiseTurn',
  'keepGoing',
  'prepareDepthOn',
]);
function undersold(said: FeedbackKey, evidence: AnswerEvidence): boolean {
  return Boolean(evidence.telling?.undersell) && UNDERSOLD_OVER.has(said);
}

function praiseOrLine(described: FeedbackKey, evidence: AnswerEvidence): FeedbackKey {
  // "Say a little more" names the part to open up where the answer tells a deed of its own (round
  // 86: the bare line was generic for one reader in four, "it does not say what to add").
  if (described === 'sayMore' && ownDeed(evidence.deedPoint ?? null)) return 'sayMoreOn';
  const praise = evidence.praise;
  // A gap the candidate names, with something said of closing it ("Water-fed would be new to me…
  // I'd pick it up"), is what an interviewer weighs: said, quoted, in place of a line that fits
  // any answer (a new user's walk, thirty-first session: "an admitted gap with a plan got only
  // “a solid answer”"; the twelfth panel's read: "what will be hardest?" asked of one).
  const gapOwned =
    evidence.namedGap?.bridged === true &&
    evidence.namedGap.past !== true &&
    (PREPARES.has(described) || MOTIVE_PREPARES.has(described) || described === 'keepCases');
  // Before praise of past work too: the gap is what an interviewer weighs (the fourteenth panel's
  // read: "stock praise ignores the key gap", the lift operator's certificate she is yet to get).
  if (gapOwned) return 'gapNamed';
  if (!praise) return turnPraised(described, evidence) ? 'praiseTurn' : described;
  // Below the middle, a method told with no event at all is told to have a real case ready, not its
  // step praised (round 134: the step praised good on 1 and 0 of 13 plain answers, the line it
  // replaced on 5 and 7). Not with an event told (round 135: a case the reading missed was asked
  // for, 2 of 37), nor for "no number or name" (asked of answers with details on 4 of 7), nor in
  // place of the change made or the outcome (praiseChange: good on 94 % of the marks since round 60).
  const weighs = praise.key === 'praiseChange' || praise.key === 'praiseOutcome';
  const noEvent = evidence.text.eventsTold < NO_EVENT_BELOW && !evidence.hasExample;
  if (
    evidence.score < ASKS_BEFORE_PRAISE_BELOW &&
    described === 'prepareCase' &&
    noEvent &&
    !weighs
  )
    return described;
  const reasonPraised = praise.key === 'praiseReason' && MOTIVE_PREPARES.has(described);
  // "Told without a single number or name" beside the candidate's own words quoted as praise
  // contradicts it ("Now I make it last, and I add a bit of mustard powder…": the twelfth panel's
  // read, "it names the dish, the powder and the allergen check"): the praise is said instead.
  const detailQuoted = described === 'addDetail' && QUOTES_DETAIL.has(praise.key);
  return PREPARES.has(described) || reasonPraised || detailQuoted ? praise.key : described;
}
