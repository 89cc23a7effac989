// English sentences for the offline assessment; each cites the questions it is about.
import type { AssessmentPhrases } from './assessment-phrases';
import { lacksExamples, lacksResults } from './assessment-findings';
import { joinList } from './feedback';
import { ASSESSMENT_SECTIONS } from '../assessment-sections';

const list = (items: readonly string[]) => joinList(items, 'and');
const q = (orders: readonly number[]) =>
  `${orders.length === 1 ? 'question' : 'questions'} ${list(orders.map(String))}`;
const quoted = (items: readonly string[]) => list(items.map((item) => `“${item}”`));

export const ASSESSMENT_EN: AssessmentPhrases = {
  note: "Written by HireReady's offline coach, from what your answers show.",
  headings: ASSESSMENT_SECTIONS.en,
  scoreLine: (score) => `Score: ${score}/100`,
  summary: (f) => {
    const verdict =
      f.score >= 75
        ? 'Overall, a strong interview built on concrete examples.'
        : f.score >= 65
          ? lacksResults(f)
            ? 'Overall, a solid base that needs more concrete results.'
            : 'Overall, a solid base; the recommendations below say what would lift it.'
          : f.score >= 50
            ? lacksResults(f)
              ? 'Overall, a fair start that needs more concrete results.'
              : 'Overall, a fair start: some answers convince, and the recommendations below say what would lift the others.'
            : f.score >= 25
              ? lacksExamples(f)
                ? 'Overall, the answers need real examples and outcomes to convince an interviewer.'
                : 'Overall, the answers do not convince yet; the recommendations below say what would help most.'
              : 'Overall, most questions were not really answered yet.';
    const strong = f.strong.length === 1 ? '1 was' : `${f.strong.length} were`;
    return `You gave a real answer to ${f.answered} of ${f.total} questions; ${strong} specific enough to score 75 or more. ${verdict} The score is the average of the per-answer scores.`;
  },
  strengths: {
    measured: (orders, metrics) => `Measurable results (${q(orders)}): ${metrics.join(', ')}.`,
    fullStar: (orders) =>
      `Complete stories: the situation, what you did and how it ended (${q(orders)}).`,
    ownActions: (orders) => `Clear about what you did yourself (${q(orders)}).`,
    terms: (terms) => `You used the job's own terms: ${quoted(terms)}.`,
    none: 'No clear strength showed yet: no answer gave a concrete example with an outcome.',
  },
  weaknesses: {
    blank: (orders) => `No answer at all (${q(orders)}).`,
    gibberish: (orders) => `Random characters instead of an answer (${q(orders)}).`,
    dontKnow: (orders) => `“I don't know” or similar instead of an answer (${q(orders)}).`,
    wrongLanguage: (orders) => `Answered in another language than the interview's (${q(orders)}).`,
    missingResult: (orders) => `The outcome is missing, so the story has no ending (${q(orders)}).`,
    missingNumbers: (orders) => `Results without numbers (${q(orders)}).`,
    teamOnly: (orders) => `Only “we”: your own part is unclear (${q(orders)}).`,
    hedging: (orders, words) => `Hedges and filler words such as ${quoted(words)} (${q(orders)}).`,
    short: (orders) => `Too short to show much (${q(orders)}).`,
    problems: {
      copied_question: (orders) => `The question repeated instead of an answer (${q(orders)}).`,
      copied_job_description: (orders) =>
        `Text from the job description instead of your own answer (${q(orders)}).`,
      repeated_answer: (orders) => `The same text as an earlier answer (${q(orders)}).`,
      keyword_list: (orders) => `A list of keywords instead of an answer (${q(orders)}).`,
      questions_back: (orders) =>
        `Questions for the interviewer instead of an answer (${q(orders)}).`,
      keyword_stuffing: (orders) => `Stock phrases in place of a real case (${q(orders)}).`,
      off_topic: (orders) =>
        `Examples whose link to the question was not made plain (${q(orders)}).`,
      generic: (orders) =>
        `General words about yourself where the question asked for something specific (${q(orders)}).`,
    },
    none: 'Nothing stands out as weak: every answer was specific.',
    noneButWeak:
      'No one weakness runs through the answers; the weakest ones are named in the recommendations.',
    noneMid: (best) =>
      `No one weakness runs through the answers: to lift the others, make them as specific as your best one (question ${best}).`,
  },
  recommendations: {
    practise: (orders) => `Answer the weakest ones again, out loud: ${q(orders)}.`,
    nonAnswers:
      "When you don't know, say how you would find out, or describe the closest thing you have done.",
    results:
      'End every story with the outcome, measured where you can: how many, how long, how much, before and after.',
    situation: 'Open with one sentence of context: where you were and what was at stake.',
    ownPart: 'Say “I” for your own part: what you decided, built or changed.',
    hedging: (words) => `Replace hedges such as ${quoted(words)} with plain statements.`,
    terms: (terms) => `Where it is true for you, bring in the job's key skills: ${quoted(terms)}.`,
    keepGoing: 'Keep practising out loud with a timer: about two minutes per answer.',
  },
  examplesMissed: {
    missed: (orders) =>
      `No real example where one was needed (${q(orders)}): describe a time it actually happened.`,
    caseSuggested: (orders) =>
      `Answers the feedback suggested backing with a real case (${q(orders)}): one time it actually happened would make them stronger.`,
    termsNeverUsed: (terms) =>
      `Skills from the job description no answer mentions: ${quoted(terms)}.`,
    notAnswered: (orders) =>
      `Scenarios left unanswered (${q(orders)}): each is a chance to show a real story.`,
    none: 'None: every technical and scenario answer rested on a real example.',
    noneClear: 'None clearly missing: no answer here was weak for want of an example.',
  },
  tips: {
    star: 'Use STAR for questions about your experience: situation, task, action, result, in about two minutes.',
    stories:
      'Prepare five stories you can adapt: a success, a failure, a conflict, a tight deadline and something you learned.',
    numbers: 'Bring numbers: how many, how long, how much, before and after.',
    ownPart: 'Say “I” for your own part and “we” only for the team’s.',
    // Words the answers used are not named here: "um" and "like" read as an accusation beside an
    // interview whose filler was "anyway" (a new user's walk, thirty-third session).
    fillers: 'Pause to think instead of filling the silence with filler words.',
    posting: 'Read the job description again and match one story to each key requirement.',
    askBack: 'End with a question of your own about the team or the work.',
    dontKnow: "If you don't know something, say how you would find out: that is still an answer.",
  },
};
