// The offline assessment: a note saying who wrote it, a short summary, the spec's five sections
// filled from the evidence across answers (citing question numbers), and the computed score.
import type { AnsweredQuestion, Assessment, InterviewContext } from '../coach';
import { readingOf, type AnswerProblem } from './analyse-answer';
import { gatherFindings, type EvidencedAnswer, type Findings } from './assessment-findings';
import {
  getAssessmentPhrases,
  TIP_IDS,
  type AssessmentPhrases,
  type TipId,
} from './assessment-phrases';
import {
  findTermNameIn,
  findTermsIn,
  getTermLabel,
  type JobTerm,
} from '../../job-description/job-terms';
import { contentStems, readJobDescription } from '../../job-description/read-job-description';
import { hashString } from '../../language/text';
import { echoes } from './term-echo';

const TIPS_SHOWN = 3;

export type AssessContext = InterviewContext & { answers: AnsweredQuestion[] };

function strengths(f: Findings, p: AssessmentPhrases): string[] {
  const lines: string[] = [];
  if (f.measuredResults.orders.length > 0) {
    lines.push(p.strengths.measured(f.measuredResults.orders, f.measuredResults.metrics));
  }
  if (f.fullStar.length > 0) lines.push(p.strengths.fullStar(f.fullStar));
  if (f.ownActions.length > 0) lines.push(p.strengths.ownActions(f.ownActions));
  if (f.termsUsed.length > 0) lines.push(p.strengths.terms(f.termsUsed.slice(0, 6)));
  return lines.length > 0 ? lines : [p.strengths.none];
}

/** The weaknesses section's lines (exported for its tests). */
export function weaknesses(f: Findings, p: AssessmentPhrases): string[] {
  const w = p.weaknesses;
  const lines: [readonly number[], string][] = [
    [f.nonAnswers.blank, w.blank(f.nonAnswers.blank)],
    [f.nonAnswers.gibberish, w.gibberish(f.nonAnswers.gibberish)],
    [f.nonAnswers.dont_know, w.dontKnow(f.nonAnswers.dont_know)],
    [f.nonAnswers.wrong_language, w.wrongLanguage(f.nonAnswers.wrong_language)],
    ...(Object.entries(f.problems) as [AnswerProblem, number[]][]).map(
      ([problem, orders]): [readonly number[], string] => [orders, w.problems[problem](orders)],
    ),
    [f.short, w.short(f.short)],
    [f.missingResult, w.missingResult(f.missingResult)],
    [f.missingNumbers, w.missingNumbers(f.missingNumbers)],
    [f.teamOnly, w.teamOnly(f.teamOnly)],
    [f.hedging.orders, w.hedging(f.hedging.orders, f.hedging.words)],
  ];
  const found = lines.filter(([orders]) => orders.length > 0).map(([, line]) => line);
  if (found.length > 0) return found;
  // "Every answer was specific" only where every one scored as specific (a new user's walk of
  // 2026-12-05 read it beside "0 were specific enough to score 75 or more"); with none weak and
  // not all strong, how to lift the rest; with weak ones, the recommendations name them.
  // Nor an answer held up as the best where it is among those to practise again (an interview
  // finished early called question 1 both: a new user's walk, thirtieth session).
  if (f.weak.length > 0 || f.best === null || f.practise.includes(f.best)) return [w.noneButWeak];
  return [f.answered > 0 && f.strong.length >= f.answered ? w.none : w.noneMid(f.best)];
}

function recommendations(f: Findings, p: AssessmentPhrases): string[] {
  const r = p.recommendations;
  const nonAnswered = Object.values(f.nonAnswers).flat();
  const lines: string[] = [];
  // The same questions as the results page's "Practice the weakest again".
  if (f.practise.length > 0) lines.push(r.practise(f.practise));
  if (nonAnswered.length > 0) lines.push(r.nonAnswers);
  if (f.missingResult.length + f.missingNumbers.length > 0) lines.push(r.results);
  if (f.missingSituation.length > 0) lines.push(r.situation);
  if (f.teamOnly.length > 0) lines.push(r.ownPart);
  if (f.hedging.words.length > 0) lines.push(r.hedging(f.hedging.words));
  if (f.termsNeverUsed.length > 0) lines.push(r.terms(f.termsNeverUsed));
  return lines.length > 0 ? lines : [r.keepGoing];
}

function examplesMissed(f: Findings, p: AssessmentPhrases): string[] {
  const e = p.examplesMissed;
  const unanswered = Object.values(f.nonAnswers)
    .flat()
    .filter((order) => order >= 4 && order <= 9)
    .sort((a, b) => a - b);
  const lines: string[] = [];
  if (f.examplesMissed.length > 0) lines.push(e.missed(f.examplesMissed));
  const suggested = f.caseSuggested.filter((order) => !f.examplesMissed.includes(order));
  if (suggested.length > 0) lines.push(e.caseSuggested(suggested));
  if (unanswered.length > 0) lines.push(e.notAnswered(unanswered));
  if (f.termsNeverUsed.length > 0) lines.push(e.termsNeverUsed(f.termsNeverUsed));
  if (lines.length > 0) return lines;
  return [f.examplesAllGiven ? e.none : e.noneClear];
}

/** The tips that name a habit, and when the interview shows it; the rest are always fit to give. */
const TIP_SHOWN_WHEN: Partial<Record<TipId, (f: Findings) => boolean>> = {
  numbers: (f) => f.measuredResults.orders.length === 0 || f.missingNumbers.length > 0,
  ownPart: (f) => f.teamOnly.length > 0 || f.ownActions.length === 0,
  // Not "stop saying um" to an interview with no filler word (a new user's walk of 2026-12-03).
  fillers: (f) => f.fillers.length > 0,
};

/** Three general tips, chosen by the seed among those that fit this interview (exported for tests). */
export function tips(f: Findings, { p, seed }: { p: AssessmentPhrases; seed: number }): string[] {
  const fit = TIP_IDS.filter((id) => TIP_SHOWN_WHEN[id]?.(f) ?? true);
  const start = seed % fit.length;
  return Array.from({ length: TIPS_SHOWN }, (_, i) => p.tips[fit[(start + i) % fit.length]!]);
}

function section(heading: string, lines: readonly string[]): string {
  return `## ${heading}\n\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

/** Every answer of the interview with the offline coach's reading of it, in question order. */
export function readAnswers(context: AssessContext): EvidencedAnswer[] {
  const sorted = [...context.answers].sort((a, b) => a.order - b.order);
  return sorted.map((answer, index) => ({
    order: answer.order,
    question: answer.question,
    answer: answer.answer,
    // The reading stored with the answer when it was read from these same inputs (no follow-up
    // or retake came since), else the answer read now.
    evidence: readingOf(answer.reading, {
      answer: answer.answer,
      language: context.language,
      question: answer.question,
      ...(answer.questionKind ? { questionKind: answer.questionKind } : {}),
      jobTitle: context.jobTitle,
      jobDescription: context.jobDescription,
      earlierAnswers: sorted.slice(0, index).map((earlier) => earlier.answer),
    }),
  }));
}

/** The findings behind an assessment, for callers that want the numbers without the text. */
/**
 * A skill as the posting or an answer names it, or by its label where that is the same words in
 * their dictionary form («мультиметр», not «мультиметром» cut from «пользоваться мультиметром»;
 * «отгрузка», not «Отгрузку» opening a sentence).
 */
function nameOf(inPosting: string | null, label: string): string {
  if (inPosting === null) return label;
  // Every word of the name is the label's («приёмке» of «приёмка товара»): the label says it.
  const labelStems = new Set(contentStems(label));
  const stems = contentStems(inPosting);
  return stems.length > 0 && stems.every((stem) => labelStems.has(stem)) ? label : inPosting;
}

export function assessAnswers(context: AssessContext): Findings {
  const { skills } = readJobDescription(context);
  const answers = readAnswers(context);
  const posting = `${context.jobTitle}\n${context.jobDescription}`;
  const label = (term: JobTerm) => getTermLabel(term, context.language);
  // Each answer's terms read once, all together ("CI" inside "GitLab CI" is not CI/CD).
  const named = answers.map((answer) => ({
    order: answer.order,
    text: answer.answer ?? '',
    // Said in a clause that denies it ("Удостоверения на погрузчик пока нет"), a term is no
    // strength of the answer (a new user's walk, thirty-fourth session); its words still count
    // as said below, so it is never called left out either.
    terms: findTermsIn(affirmedClauses(answer.answer ?? ''), skills),
  }));
  // Every word the answers use, as stems: a skill one of whose words an answer uses («диагностику»
  // of «диагностика автомобилей», «документацию» of «технической документации») is not said to be
  // in no answer, whether or not the answer names it as the skill.
  // The job title's words say nothing of a skill ("driver" of "Driver CPC" for a bus driver).
  const titleStems = new Set(contentStems(context.jobTitle));
  const answerStems = named.map((answer) => contentStems(answer.text));
  const jobSkills = skills.map((term) => {
    // As the posting names it: a term of another field found in its words ("NVQ" in a glazier's
    // posting is a care diploma's name too) is never named by that field's label.
    const name = nameOf(findTermNameIn(posting, term), label(term));
    return {
      name,
      namedIn: new Map(
        named
          .filter((answer) => answer.terms.includes(term))
          .map((answer) => [answer.order, nameOf(findTermNameIn(answer.text, term), label(term))]),
      ),
      echoed: echoes(name, { answers: answerStems, titleStems }),
    };
  });
  return gatherFindings(answers, jobSkills);
}

/** A clause that says something is not so: "no", "not", "haven't", «нет», «не», «без». */
const DENIES =
  /(?<![\p{L}])(?:no|not|never|none|without|нет|не|ни|без)(?![\p{L}])|n['’]t(?![\p{L}])/iu;

/** The answer without its clauses that deny something. */
function affirmedClauses(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+|,\s*/u)
    .filter((clause) => !DENIES.test(clause))
    .join('. ');
}

/** The written assessment and its score (the mean of the per-answer scores). */
export function writeAssessment(context: AssessContext): Assessment {
  const findings = assessAnswers(context);
  const p = getAssessmentPhrases(context.language);
  const seed = hashString(`${context.language}\n${context.jobTitle}\n${context.jobDescription}`);
  const text = [
    p.note,
    p.summary(findings),
    section(p.headings.strengths, strengths(findings, p)),
    section(p.headings.weaknesses, weaknesses(findings, p)),
    section(p.headings.recommendations, recommendations(findings, p)),
    section(p.headings.examplesMissed, examplesMissed(findings, p)),
    section(p.headings.tips, tips(findings, { p, seed })),
    p.scoreLine(findings.score),
  ].join('\n\n');
  return { text, score: findings.score };
}
