// The feedback shown right before a follow-up the coach asks: it does not foretell another
// question. A new user's walk (twenty-sixth session) read «Будьте готовы к уточнению «А был случай,
// когда так не сработало?»» and, right under it, the follow-up «Приведите один реальный пример,
// когда вы так делали.» Over the training jobs' honest answers, 187 of the 769 that get a follow-up
// were told to be ready for another question (a case that went wrong, the other way weighed, a
// question's own next one). Beside a follow-up, what it asks for is said as what to add now.
import type { AnswerEvidence } from './analyse-answer';
import type { FeedbackKey } from './feedback';
import type { FollowUpNeed } from './follow-up';
import type { FollowUp } from './question-template';

/** Lines that name the question an interviewer will ask next (not "press on one point"). */
const FORETELLS: ReadonlySet<FeedbackKey | FollowUp> = new Set<FeedbackKey | FollowUp>([
  'prepareLesson', 'prepareCase', 'prepareExample', 'pressOn', 'prepareWhy', 'prepareEvidence',
  'prepareHardPart', 'prepareChallenge', 'prepareDepthOn', 'learnMilestone', 'learnFirstStep', 'learnWhyFirst',
  'newHere', 'preventNow', 'settledSign', 'ifInsists', 'ifCarriesOn', 'tellEarly', 'checkFound', 'hardestPrep',
  'planMilestone', 'dealBreaker', 'teamCase', 'dayPart', 'stretchPrep', 'dayScale',
]); // prettier-ignore

/** Lines that ask for a real case to be ready: beside a follow-up asking for one, add it now. */
const CASE_READY: ReadonlySet<FeedbackKey> = new Set<FeedbackKey>([
  'prepareCase',
  'prepareExample',
]);

/**
 * The improvement to say when the follow-up `need` is asked next (the chosen one otherwise). What
 * the follow-up asks for is said as what to add now, where the reading does not hold it already:
 * a case where the line asked for one to be ready, the ending, the steps, one's own part beside
 * the team's. A line that takes a case as told (the other way weighed, the lesson) stays.
 */
export function improvementBeside(
  improvement: FeedbackKey,
  options: { need: FollowUpNeed | null; evidence: AnswerEvidence },
): FeedbackKey {
  const { need, evidence } = options;
  if (!need || !FORETELLS.has(improvement)) return improvement;
  if (need === 'result') return 'noResult';
  if (need === 'steps') return 'noSteps';
  if (need === 'ownAction') return evidence.teamVerbs.length > 0 ? 'onlyTeam' : improvement;
  if (!CASE_READY.has(improvement)) return improvement;
  return evidence.questionKind === 'method' || evidence.questionKind === 'story'
    ? 'addCase'
    : 'addExample';
}
