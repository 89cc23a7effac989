// The sentences feedback is assembled from, in English and Russian. Each has variants so twelve
// answers with similar evidence do not all read the same; a seed picks one deterministically.
import type { Language } from '../../../shared/language';
import type { AnswerProblem, NonAnswerReason, StarPart } from './analyse-answer';
import { nested } from './feedback-text';

type Variants = readonly [string, ...string[]];

export interface FeedbackPhrases {
  nonAnswer: Readonly<Record<NonAnswerReason, Variants>>;
  /** An answer that is not the candidate's own answer to this question, named for what it is. */
  problem: Readonly<Record<AnswerProblem, Variants>>;
  /** Strength of a story: where and when it happened. */
  clearSituation: Variants;
  /** Strength of a method: its steps, quoted ({steps}). */
  clearSteps: Variants;
  /** Improvements for method questions. */
  noSteps: Variants;
  noCase: Variants;
  /** A method question answered with one full story: the everyday routine is what is missing. */
  noRoutine: Variants;
  /** Strengths; {metric}, {verbs}, {terms}, {parts} are filled from the evidence. */
  measuredResult: Variants;
  fullStar: Variants;
  ownActions: Variants;
  /** A good answer's concrete figure, quoted ({detail}); a good open answer's reasons. */
  concreteDetail: Variants;
  givesReasons: Variants;
  /** A good answer's own names (a place, a firm, a product), quoted ({names}). */
  namedDetails: Variants;
  /** A good answer that tells what the candidate does, habit by habit. */
  ownRoutine: Variants;
  /** A good answer shown through a real case from the candidate's own work. */
  realCase: Variants;
  /** Improvements; {team} is filled from the evidence. */
  tooShort: Variants;
  /** Under fifteen words to a question about reasons, plans or background: no case asked for. */
  tooShortOpen: Variants;
  noExample: Variants;
  noResult: Variants;
  onlyTeam: Variants;
  tooLong: Variants;
  /** An answer the judge scores strong: nothing is asked. */
  keepGoing: Variants;
  /** A strong answer praised for what makes it so, quoted ({praise}; specific-praise.ts). */
  praiseChange: Variants;
  praiseOutcome: Variants;
  praiseCase: Variants;
  praiseWork: Variants;
  praisePlan: Variants;
  /** A reason for wanting the job, with its facts, quoted (reason-praise.ts). */
  praiseReason: Variants;
  /** What is already done about the hard part of the job, quoted (prepared-already.ts). */
  praisePrepared: Variants;
  /** The candidate's own sentence richest in facts, quoted (work-praise.ts `detailSentence`). */
  praiseDetail: Variants;
  praiseTurn: Variants;
  praiseStep: Variants;
  /** A good answer the judge is less sure is strong: praised without overstating it. */
  keepSolid: Variants;
  /**
   * A case with the candidate's own part in it that the judge scores good: go on answering with
   * cases; no quality claimed, nothing asked.
   */
  keepCases: Variants;
  /** The same after the interview's last question, which has no next one. */
  keepLast: Variants;
  /** A template answer (the keyword-stuffing concern) whose figures are round ones. */
  stuffingWithFigures: Variants;
  /** Fewer than forty words: short for an interview, whatever they hold. */
  sayMore: Variants;
  sayMoreOn: Variants;
  /** A short answer with no case, where one was asked for (short-lacks.ts). */
  sayMoreCase: Variants;
  /** A short story that stops at the candidate's own acts (short-lacks.ts). */
  sayMoreEnding: Variants;
  /** The same after the answer's own words praised, quoted (a compact answer that holds them). */
  sayMoreAfterPraise: Variants;
  /** Advice that states nothing about the answer: the follow-up an interviewer is likely to ask. */
  prepareLesson: Variants;
  prepareCase: Variants;
  prepareExample: Variants;
  /** A long answer with hardly a number or a name: lead with the point (long-answer.ts). */
  tighten: Variants;
  /** The same, said now to an answer the judge scores below the middle: add one real case. */
  addCase: Variants;
  /** Asked for a time, an answer told as how it usually went, with none in it (habit-told.ts). */
  oneTime: Variants;
  addExample: Variants;
  prepareDepth: Variants;
  prepareDepthOn: Variants;
  /** An answer of what the candidate says they are like, quoted (self-portrait.ts): one real time. */
  claimsOnly: Variants;
  /** The same after a question of how it is done: the steps. */
  claimsOnlyMethod: Variants;
  /** The same after a question of why this job: a reason from this posting. */
  claimsOnlyWhy: Variants;
  claimsOnlyHard: Variants;
  claimsOnlyPlan: Variants;
  /** The same after a question about the candidate's experience: the work itself. */
  claimsOnlyWork: Variants;
  /** A gap the candidate names, with nothing said of closing it (named-gap.ts). */
  gapBridge: Variants;
  /** A promise to learn what is new with no way said ("I'm a quick learner"): hollow-plan.ts. */
  hollowPlan: Variants;
  /** A shortfall the candidate admits, with nothing said of it after (shortfall.ts), quoted. */
  shortfallNamed: Variants;
  dropUndersell: Variants;
  /** The same gap, with something said of closing it: named as honest, quoted. */
  gapNamed: Variants;
  /** After an answer about motivation or plans: a point of it pressed on, nothing of the past. */
  prepareDepthPlan: Variants;
  /** The candidate's own action, quoted ({press}): which other way was weighed, and why not. */
  pressOn: Variants;
  /** A case told without a single number or name: the detail only someone who was there knows. */
  addDetail: Variants;
  /** After an answer about motivation: the question that follows it. */
  prepareWhy: Variants;
  /** A story that ends on what the candidate changed afterwards: how they know it worked. */
  prepareEvidence: Variants;
  /** A case told about past work: what was hardest in it. */
  prepareHardPart: Variants;
  /** Reasons for wanting the job that draw on the posting: what the candidate would bring to it. */
  bringToRole: Variants;
  /** Reasons for wanting the job already backed by what was done: what will be hardest in it. */
  prepareChallenge: Variants;
  /** An outcome told as an amount without a figure ("quite a few"): the figure, if known. */
  quantifyOutcome: Variants;
  /** A good answer with two hedges or more: say it plainly. */
  dropHedges: Variants;
  /** A real occasion mentioned after the general approach ({occasion}): open with it. */
  leadWithCase: Variants;
  /**
   * After an answer about motivation, the follow-up its own question has (question-template.ts):
   * how a year's goal would be seen met, where a plan would be after a year, which deal-breaker
   * decides, a team where it worked, the part of the day that suits least, what is being done now.
   */
  learnMilestone: Variants;
  learnFirstStep: Variants;
  learnWhyFirst: Variants;
  newHere: Variants;
  preventNow: Variants;
  settledSign: Variants;
  ifInsists: Variants;
  ifCarriesOn: Variants;
  tellEarly: Variants;
  checkFound: Variants;
  hardestPrep: Variants;
  planMilestone: Variants;
  dealBreaker: Variants;
  teamCase: Variants;
  dayPart: Variants;
  stretchPrep: Variants;
  dayScale: Variants;
  starParts: Readonly<Record<StarPart, string>>;
  and: string;
  quote: (text: string) => string;
}

const EN: FeedbackPhrases = {
  nonAnswer: {
    blank: ['No answer was given — even one short real example is better than none.'],
    gibberish: [
      'This looks like random characters, not an answer — describe one real example in a few sentences.',
      "This text isn't an answer yet — write two or three sentences about a real situation.",
    ],
    dont_know: [
      "This doesn't answer the question yet — try describing one real example, even a small one.",
      "Saying you don't know, or that it never happened to you, leaves the interviewer nothing to go on — share the closest experience you have.",
    ],
    wrong_language: [
      "This answer isn't in English, the interview's language — please answer in English.",
    ],
  },
  problem: {
    copied_question: [
      'This repeats the question instead of answering it — say what you actually did or would do.',
    ],
    copied_job_description: [
      'This is text from the job description, not your answer — describe one example of your own work.',
    ],
    repeated_answer: [
      'This is the same text as an earlier answer — answer this question on its own, with an example that fits it.',
    ],
    keyword_list: [
      "A list of keywords isn't an answer — show one of them at work in a real example.",
    ],
    questions_back: [
      'These are questions for the interviewer, not an answer — answer what was asked first (one real case: what you did and how it ended), and keep your questions for the end of the interview.',
    ],
    keyword_stuffing: [
      'Trade the stock phrases for one real situation: what you actually did, and how it really ended.',
      'Stock phrases tell the interviewer little — tell one real case: what you did and what came of it.',
    ],
    off_topic: [
      'Make the link to the question plain: say what this example shows about the work asked about, and what you did in it.',
      'Bring it back to the question: which part of this job does the example show, and what was your part in it?',
    ],
    generic: [
      'This tells the interviewer about you in general terms — answer what the question asks, with one real time you did it.',
      'Qualities like these are what every candidate says; the question asked something specific — answer it directly, with one real example.',
    ],
  },
  clearSituation: [
    'You set the scene first, so the listener can follow what happened.',
    'Good opening — the scene is clear from the first sentence.',
  ],
  clearSteps: [
    'A clear method, step by step ({steps}).',
    'Good that you lay out the order of your steps ({steps}).',
  ],
  noSteps: [
    'Lay out your method as steps: what you do first, what next, and how you check it.',
    'Walk through it in order — first, then, and how you make sure it worked.',
  ],
  noCase: [
    'Show the method on one real case you handled.',
    'Add one real example where you worked this way.',
  ],
  noRoutine: [
    'A real case, told well; add what you do routinely, every time, not only in this one.',
    'The example shows your method at work; also say how you do it day to day, in two or three steps.',
  ],
  measuredResult: [
    'Good use of a concrete result ({metric}).',
    'The measurable result ({metric}) makes this convincing.',
    'Strong finish with a number: {metric}.',
  ],
  fullStar: [
    'Clear structure: the situation, what you did and how it ended are all there.',
    'Well told — the situation, your actions and the outcome are all covered.',
  ],
  ownActions: [
    'Clear about your own part: what you did yourself comes through.',
    'Good that you say what you did yourself, not only what happened.',
  ],
  concreteDetail: [
    'Concrete detail such as {detail} makes it believable.',
    'Specifics like {detail} make the answer credible.',
  ],
  namedDetails: [
    'Real names such as {names} make it concrete and believable.',
    'Naming {names} makes the answer concrete: the interviewer can picture it.',
  ],
  givesReasons: [
    'You back what you say with reasons, not just enthusiasm.',
    'Good that you give your reasons rather than only saying you are keen.',
  ],
  tooShort: [
    'Too short to judge — tell it in two or three sentences: where it was, what you did and how it ended.',
    'Say more: two or three sentences on what you did and how it ended.',
  ],
  tooShortOpen: [
    'Too short to judge — give the interviewer two or three more sentences, with one detail only you could give.',
    'Say more: two or three sentences, and one thing about you or your work that is yours alone.',
  ],
  noExample: [
    'Anchor it in one real example: where you were and what you did.',
    'Make it concrete — describe one time this actually happened.',
  ],
  noResult: [
    'Finish with the result — what changed, ideally with a number.',
    'Add how it ended: the outcome, measured if you can.',
  ],
  onlyTeam: [
    'Say what you did yourself, not only what the team did ({team}).',
    "Separate your part from the team's ({team}).",
  ],
  tooLong: ['Tighten it to the main points; about two minutes is enough.'],
  realCase: [
    'Good that you show it through a real case from your own work, not only in general terms.',
    'A real case from your own work makes this convincing — the interviewer can see how you actually handle it.',
  ],
  ownRoutine: [
    'Concrete about what you actually do: the interviewer can see your own routine, habit by habit.',
    'Good that you describe what you do yourself, step by step, not what one ought to do.',
  ],
  keepGoing: [
    'A strong answer to this question — answer the next ones at the same level of detail.',
    'A strong answer — keep this level of detail for the next questions.',
  ],
  praiseChange: [
    'The strongest part is what you changed afterwards: “{praise}” — a lesson turned into a habit is what interviewers listen for.',
    'What lifts this answer is the change you made after it: “{praise}”. Keep ending your stories on what you do differently now.',
  ],
  praiseOutcome: [
    'The ending makes it land: “{praise}” — an outcome the interviewer can picture. Keep ending your stories on how things turned out.',
    'It ends on a concrete outcome: “{praise}” — the part an interviewer remembers. End your other stories the same way.',
  ],
  praiseCase: [
    'The real case you bring in — “{praise}” — shows your way of working in action, not just in theory; back your other general answers with one like it.',
    'Backing it with a real case — “{praise}” — makes this convincing: the interviewer sees you doing it, not just describing it.',
  ],
  praiseWork: [
    'Your experience comes with its facts: “{praise}” — the interviewer sees at once what you have done and where. Keep your experience this concrete.',
    'You name your experience plainly: “{praise}” — that is what an interviewer checks first. Keep it this concrete in the other answers.',
  ],
  praisePlan: [
    'Your first move is concrete: “{praise}” — the interviewer can see exactly what you would do. Keep your answers this practical.',
    'It names a real step: “{praise}” — not what one ought to do, but what you would actually do. Answer the other scenarios this way.',
  ],
  praiseTurn: [
    'Your own action stands out: {key} — the interviewer can picture what you did. Keep one moment like this at the centre of every story.',
    'What an interviewer will remember is what you did yourself: {key}. Put a moment like this at the centre of your other stories too.',
  ],
  praiseDetail: [
    'What makes it convincing is the detail only someone who did the work would know: “{praise}”. Keep details like these in the other answers.',
    'It is the detail that convinces: “{praise}” — the interviewer can tell you were there. Keep your other answers this specific.',
  ],
  praisePrepared: [
    'You say not only what will be hard but what you have already done about it: “{praise}” — that is what an interviewer wants to hear. Keep your answers this practical.',
    'What convinces is the step you have already taken: “{praise}” — it shows you take the hard part seriously. Answer the other questions this practically.',
  ],
  praiseReason: [
    'Your reason is concrete: “{praise}” — the interviewer hears why this job fits you now, not just that you are keen.',
    'It gives a real reason, with its facts: “{praise}” — that is what makes an answer about motivation believable.',
  ],
  praiseStep: [
    'It says plainly what you did yourself: “{praise}”. Keep naming your own actions like this.',
    'Your own part comes through: “{praise}”. Name your own actions this way in the other answers too.',
  ],
  keepSolid: [
    'A solid answer — keep at least this level of detail for the next questions.',
    'A solid answer to this question — answer the next ones with at least as much detail.',
  ],
  stuffingWithFigures: [
    'Trade the stock phrases and round figures for one real situation: what you actually did, and how it really ended.',
    'Stock phrases and round numbers tell the interviewer little — tell one real case: what you did and what came of it.',
  ],
  keepCases: [
    'Answer the next questions the same way: a real case and your own part in it.',
    'Keep answering with real cases like this one, and with what you did yourself in them.',
  ],
  sayMoreOn: [
    'That is short for an interview. Open up {deed}: say exactly how you went about it, in two or three sentences.',
    'Say a little more: take {deed} and tell it step by step — two or three sentences from your own work.',
  ],
  sayMoreCase: [
    'That is short for an interview, and it says what you usually do: add one real time it happened — what was going on, what you did, and how it turned out.',
    'Say a little more: back what you usually do with one real time from your work — what was going on, what you did, and how it turned out.',
  ],
  sayMoreEnding: [
    'That is short for an interview, and the story stops at what you did: add how it ended — what happened next, and how you knew it had worked.',
    'Say a little more, and finish the story: after what you did, what happened — and how did you know it had worked?',
  ],
  sayMore: [
    'That is short for an interview — give the interviewer two or three more sentences of detail from your own work.',
    'Say a little more: two or three sentences of detail from real work make it land.',
  ],
  sayMoreAfterPraise: [
    'It is short for an interview, though — tell it in a few more sentences, with the detail behind it.',
    'For an interview it is short, though: two or three more sentences of that detail would carry it.',
  ],
  keepLast: [
    'A good answer to end the interview on: the last answer is often the one an interviewer remembers best.',
  ],
  prepareLesson: [
    'Interviewers often follow a story like this with “What would you do differently?” — have a one-line answer ready.',
    'Expect the follow-up “What did you learn from it?” — a sentence ready for it shows judgement.',
  ],
  prepareCase: [
    'Expect the follow-up “Tell me about a time it did not go to plan” — have one real case ready where this way of working was tested.',
    'An interviewer may ask for a time this way of working was put to the test — have a real case ready to tell.',
  ],
  prepareExample: [
    'Expect the follow-up “Can you give me a specific example?” — decide now which real case you would tell.',
    'An interviewer may press for a specific time this happened — choose the real case you would tell.',
  ],
  tighten: [
    'It runs long for what it says: lead with your main point and keep the two or three details that matter most; about a minute is enough.',
    'Cut it down: open with your main point, then keep only the details that show how well you know this work.',
  ],
  oneTime: [
    'The question asks for one time, and this tells how it usually went — pick one real occasion and tell it: what happened, what you did, and how it ended.',
    'This describes what usually happened; the interviewer asked for one particular time — choose one and tell it from start to finish: what happened, what you did, how it turned out.',
  ],
  addCase: [
    'Back this way of working with one real time you used it: what happened, what you did, and how it turned out.',
    'Make it concrete with one real occasion from your work when you did it this way: what happened, what you did, and how it ended.',
  ],
  addExample: [
    'Add one real case from your work that shows this: where it was, what you did, and how it ended.',
    'Back it with one specific time from your work: where it was, what you did, and how it ended.',
  ],
  prepareDepthPlan: [
    'An interviewer will probably pick one point here and press for more — be ready to go into it in detail.',
    'Expect the interviewer to take one of these points and ask for more — be ready to say it in detail.',
  ],
  prepareDepth: [
    'Expect the interviewer to pick one detail of this and go a level deeper — be ready to say exactly what you did there, step by step.',
    'An interviewer will probably pick one point here and press for more — be ready to go into it in detail.',
  ],
  claimsOnly: [
    '{portrait} tells the interviewer what you are like; what makes them believe it is one real time it showed — where it was, what you did and how it ended.',
    'Any candidate can say {portrait}; one real time from your own work shows it — where it was, what you did and how it ended.',
  ],
  claimsOnlyMethod: [
    '{portrait} says what you are like, not how you do it — take one real time it came up and walk through what you did, step by step.',
    'The question asks how you do it, and {portrait} says what you are like — walk through your actual steps from one real time, in order.',
  ],
  gapNamed: [
    'You say plainly what you have not done yet ({gap}) instead of hiding it — an interviewer trusts the rest of the answer more for that.',
    'Naming the gap honestly ({gap}) reads as someone ready to learn. Keep answering gaps this way.',
  ],
  dropUndersell: [
    '{undersell} undersells what you have just told — leave it out and let the example stand on its own.',
    'Cut {undersell}: it takes back what you have just described, and what you did is the point.',
  ],
  shortfallNamed: [
    'You say it yourself: {shortfall} — an interviewer will come back to that. Have one sentence ready on what you do about it, or what you would do differently here.',
    '{shortfall} is the point an interviewer will pick up. Say what you do so it does not cost the work: a check, a habit, who you tell.',
  ],
  hollowPlan: [
    '{hollow} is what most candidates say about something new; say how you would learn it instead: who you would ask to show you, what you would practise first, or what you have already started.',
    'Instead of {hollow}, give the interviewer the how: the first thing you would do to learn it here, and who or what you would learn it from.',
  ],
  gapBridge: [
    'You say plainly {gap} — good; follow it at once with what you are doing about it: something you have already started, or how you would learn it in your first weeks here.',
    'Naming the gap ({gap}) is honest; what reassures the interviewer is the next sentence — what you have already done to close it, or exactly how you would learn it here.',
  ],
  claimsOnlyWork: [
    '{portrait} says what you are like; this question asks about the work or training itself — where it was, for how long, and what you did there yourself.',
    'Instead of {portrait}, name the work or training itself: where it was, for how long, and one thing you did there yourself.',
  ],
  claimsOnlyHard: [
    '{portrait} could be said of any job — name the one part of this job that will be hardest for you, and what you are already doing to prepare for it.',
    'Words like {portrait} fit any job — say which part of this one will be hard for you, and one thing you are doing about it.',
  ],
  claimsOnlyPlan: [
    '{portrait} could be said of any job — name one thing you want to be doing here by then, and the first step you would take towards it.',
    'Words like {portrait} fit any plan — say what you want to have achieved here, and how you would get there.',
  ],
  claimsOnlyWhy: [
    '{portrait} could be said of any job — name one thing in this posting that draws you, and what in your own work leads you to it.',
    'Reasons like {portrait} fit any employer — give one that fits only this posting, and what in your own work points you to it.',
  ],
  prepareDepthOn: [
    'An interviewer will probably pick up on {depth} and ask you to go into it further — have the detail behind it ready.',
    'Expect a follow-up on {depth} — be ready to go into it in more depth than you do here.',
  ],
  pressOn: [
    'Expect the interviewer to press on {press}: what else could you have done there, and why not that? Have the option you ruled out ready.',
    'A likely follow-up is about {press}: which other way you considered and why you ruled it out — have it ready.',
  ],
  prepareWhy: [
    'The likely next question is “Why this job, and why here?” — have one reason ready that fits only this posting.',
    'Expect “And why us?” — be ready with one reason that comes from this posting, not from any job like it.',
  ],
  addDetail: [
    'There is no number or name in it yet — add one or two details from your own work (how many, how long, where, which one): they make it yours and believable.',
    'It is told without a single number or name — one or two details only you would know (how many, how long, where, which one) would make it concrete.',
  ],
  prepareHardPart: [
    'Expect the follow-up “What was the hardest part of it for you?” — have a one-line answer ready.',
    'An interviewer may ask what you found hardest there and how you dealt with it — have a short, honest answer ready.',
  ],
  bringToRole: [
    'Add what you would bring here: one thing from your own work that matches what this posting asks for, and where you did it.',
    'Turn it towards the job: name one thing you have already done that this posting needs, and say where you did it.',
  ],
  prepareEvidence: [
    'Expect the follow-up “How do you know the change has worked?” — have one sign of it ready.',
    'An interviewer may ask how you know what you changed afterwards actually works — have one sign of it ready.',
  ],
  prepareChallenge: [
    'Expect the follow-up “What do you think will be hardest for you in this job?” — have an honest, specific answer ready.',
    'An interviewer may ask which part of this job you expect to find hardest — have an honest answer and your plan for it ready.',
  ],
  quantifyOutcome: [
    'The outcome is {vague} — if you know the number, even roughly, say it: it is the part an interviewer remembers.',
    'You say {vague} — if you know the figure, even roughly, name it; it makes the outcome land.',
  ],
  leadWithCase: [
    'The real case you mention, {occasion}, is your strongest evidence — open with it and tell it as it happened; the general approach can follow.',
    'Lead with the occasion you mention, {occasion}: a real case convinces more than the general approach, so tell it first, as it happened.',
  ],
  dropHedges: [
    'Say it without {hedges}: what you did, told plainly, sounds as sure as it was.',
    'Drop {hedges} — an interviewer hears doubt in them, not modesty.',
  ],
  learnMilestone: [
    'Expect the follow-up “How will we know, a year from now, that you have got there?” — have one sign ready that a manager could see or count.',
    'An interviewer may ask how you would show, after a year, that you had learned it — have one thing ready that someone else could check.',
  ],
  learnFirstStep: [
    'Expect the follow-up “How will you go about it — what is your first step, and what would you need from us?” — have one step ready that you would take in your first month.',
    'An interviewer may ask how you plan to get there: the first step you would take and the help you would ask for — have both ready.',
  ],
  learnWhyFirst: [
    'Expect the follow-up “Why that first — what would it change in your work here?” — be ready to tie it to one task this posting names.',
    'An interviewer may ask why this comes first for you here — have one task from the posting ready that it would help with.',
  ],
  planMilestone: [
    'Expect the follow-up “What would tell us, a year from now, that you are on track?” — have one milestone ready that fits this job.',
    'An interviewer may ask what the first milestone towards that would be here — have one ready, with a rough date.',
  ],
  dealBreaker: [
    'Expect the follow-up “If only one of those could be right, which would it be?” — be ready to choose one, not list them again.',
    'An interviewer may ask which one of these would decide it on its own — be ready to name it.',
  ],
  teamCase: [
    'Expect the follow-up “Tell me about a team where that worked — what did you do to make it work?” — have one real case ready.',
    'An interviewer may ask for a team you have been in that worked like this, and your own part in it — have one real case ready.',
  ],
  dayPart: [
    'Expect the follow-up “Which part of that day would suit you least, and how would you handle it?” — have an honest answer ready.',
    'An interviewer may ask which part of the day-to-day you would find hardest — have an honest answer and how you would cope.',
  ],
  stretchPrep: [
    'Expect the follow-up “What are you doing now to get ready for that part?” — have one thing ready that you have already started.',
    'An interviewer may ask how you are preparing for the part that would stretch you — name one thing you have already begun.',
  ],
  dayScale: [
    'Expect the follow-up “How much of that is there in a day, and which part takes longest?” — have the numbers ready: how many, how often, how long.',
    'An interviewer will likely ask about the scale of it — have the numbers ready: how many people, jobs or rounds in a day, and what takes longest.',
  ],
  newHere: [
    'Expect the follow-up “And what would be new for you here?” — have one honest answer ready, and how you would pick it up.',
    'An interviewer may ask which part of this job you have not done before — name it honestly, with how you would learn it.',
  ],
  preventNow: [
    'Expect the follow-up “What do you do differently now, so that it does not happen again?” — have the one change ready.',
    'An interviewer will likely ask what you changed afterwards so it would not happen again — name the one habit or check you added.',
  ],
  settledSign: [
    'Expect the follow-up “How did it end for them?” — have the sign ready: what they said or did afterwards.',
    'An interviewer may ask how the person took it in the end — name what they said or did afterwards.',
  ],
  ifInsists: [
    'Expect the follow-up “And if your manager insists?” — have your next step ready: whom you would go to, and what you would put in writing.',
    'An interviewer will likely push: “What if they still tell you to do it?” — be ready to say whom you would go to next.',
  ],
  ifCarriesOn: [
    'Expect the follow-up “And if they carry on after you have spoken to them?” — have your next step ready: whom you would tell.',
    'An interviewer may ask what you would do if the colleague ignored you — be ready to say whom you would go to next.',
  ],
  checkFound: [
    'Expect the follow-up “And when one of those checks shows something is wrong — what do you do?” — have one real time ready.',
    'An interviewer may ask what you do when a check turns something up — have one real time ready: what you found and what you did about it.',
  ],
  tellEarly: [
    'Expect the follow-up “How early do you tell the person, and what do you offer them instead?” — have a real case ready with both.',
    'An interviewer may ask when you let the other person know and what you offered in its place — have both ready from a real case.',
  ],
  hardestPrep: [
    'Expect the follow-up “What have you already done about it?” — name one thing you have started, not only what you plan.',
    'An interviewer may ask what you are doing right now to get ready for that part — have one thing ready that you have already begun.',
  ],
  starParts: { situation: 'situation', task: 'task', action: 'action', result: 'result' },
  and: 'and',
  quote: (text) => `“${nested(text)}”`,
};

const RU: FeedbackPhrases = {
  nonAnswer: {
    blank: ['Ответа нет — даже один короткий реальный пример лучше, чем ничего.'],
    gibberish: [
      'Это похоже на случайный набор символов, а не на ответ — опишите один реальный пример в нескольких предложениях.',
      'Это пока не ответ — напишите два-три предложения о реальной ситуации.',
    ],
    dont_know: [
      'Это пока не ответ на вопрос — попробуйте описать один реальный пример, пусть даже небольшой.',
      'Ответ вроде «не знаю» или «такого не было» ничего не даёт интервьюеру — расскажите о самом близком опыте, который у вас есть.',
    ],
    wrong_language: [
      'Ответ написан не на русском, а интервью идёт на русском — ответьте, пожалуйста, по-русски.',
    ],
  },
  problem: {
    copied_question: [
      'Это повтор вопроса, а не ответ — расскажите, что вы на самом деле делали или сделали бы.',
    ],
    copied_job_description: [
      'Это текст из вакансии, а не ваш ответ — опишите один пример из своей работы.',
    ],
    repeated_answer: [
      'Это тот же текст, что и в одном из прошлых ответов, — ответьте именно на этот вопрос, с подходящим примером.',
    ],
    keyword_list: [
      'Список ключевых слов — это не ответ: покажите хотя бы одно из них в деле на реальном примере.',
    ],
    questions_back: [
      'Это вопросы интервьюеру, а не ответ: сначала ответьте на то, что спросили (реальный случай — что сделали вы и чем всё закончилось), а свои вопросы задайте в конце собеседования.',
    ],
    keyword_stuffing: [
      'Вместо шаблонных фраз расскажите об одной реальной ситуации: что вы сделали и чем всё закончилось на самом деле.',
      'Шаблонные фразы мало что говорят интервьюеру — расскажите один реальный случай: что вы сделали и к чему это привело.',
    ],
    off_topic: [
      'Свяжите пример с вопросом: скажите, что он показывает о той работе, о которой спросили, и что в нём сделали вы.',
      'Вернитесь к вопросу: какую часть этой работы показывает пример и какова в нём ваша роль?',
    ],
    generic: [
      'Это рассказ о себе в общих словах — ответьте на то, о чём спросили, и приведите один реальный случай.',
      'Такие качества называет каждый кандидат, а спросили о конкретном — ответьте прямо и приведите один пример из своей работы.',
    ],
  },
  clearSituation: [
    'Вы сначала обрисовали обстановку — дальше рассказ легко понять.',
    'Хорошее начало — сразу ясна обстановка.',
  ],
  clearSteps: [
    'Понятный порядок действий ({steps}).',
    'Хорошо, что вы описываете шаги по порядку ({steps}).',
  ],
  noSteps: [
    'Опишите свой метод по шагам: что вы делаете сначала, что потом и как проверяете результат.',
    'Расскажите по порядку: с чего начинаете, что дальше и как убеждаетесь, что всё сделано верно.',
  ],
  noCase: [
    'Покажите этот подход на одном реальном случае из вашей работы.',
    'Добавьте реальный пример, когда вы работали именно так.',
  ],
  noRoutine: [
    'Реальный случай, рассказанный хорошо; добавьте, что вы делаете в обычной работе каждый раз, а не только в этот.',
    'Пример показывает ваш подход в деле; скажите ещё, как вы действуете изо дня в день — в двух-трёх шагах.',
  ],
  measuredResult: [
    'Хорошо, что есть измеримый результат ({metric}).',
    'Конкретная цифра ({metric}) делает ответ убедительным.',
    'Сильный финал с цифрой: {metric}.',
  ],
  fullStar: [
    'Чёткая структура: есть ситуация, ваши действия и итог.',
    'Хорошо рассказано — ситуация, действия и результат на месте.',
  ],
  ownActions: [
    'Понятно, какова ваша роль: видно, что именно сделали вы сами.',
    'Хорошо, что вы говорите, что сделали сами, а не только что произошло.',
  ],
  concreteDetail: [
    'Конкретика вроде {detail} делает ответ убедительным.',
    'Такие детали, как {detail}, придают ответу достоверность.',
  ],
  namedDetails: [
    'Конкретные названия вроде {names} делают ответ живым и достоверным.',
    'Хорошо, что в ответе есть конкретные названия ({names}): интервьюеру легко это представить.',
  ],
  givesReasons: [
    'Вы подкрепляете ответ причинами, а не только энтузиазмом.',
    'Хорошо, что вы объясняете причины, а не просто говорите, что вам интересно.',
  ],
  tooShort: [
    'Слишком коротко, чтобы оценить, — расскажите это в двух-трёх предложениях: где это было, что вы сделали и чем всё закончилось.',
    'Расскажите подробнее: два-три предложения о том, что вы сделали и чем всё закончилось.',
  ],
  tooShortOpen: [
    'Слишком коротко, чтобы оценить, — добавьте два-три предложения и одну подробность, которую можете назвать только вы.',
    'Расскажите подробнее: два-три предложения и одна деталь о вас или вашей работе, которой нет у других.',
  ],
  noExample: [
    'Опирайтесь на реальный пример: где это было и что сделали вы.',
    'Сделайте ответ конкретным — опишите один случай, когда так и было.',
  ],
  noResult: [
    'Закончите результатом — что изменилось, лучше в цифрах.',
    'Добавьте, чем всё закончилось, — по возможности с цифрами.',
  ],
  onlyTeam: [
    'Скажите, что сделали лично вы, а не только команда ({team}).',
    'Отделите свой вклад от работы команды ({team}).',
  ],
  tooLong: ['Сократите ответ до главного — двух минут достаточно.'],
  realCase: [
    'Хорошо, что вы показываете это на реальном случае из своей работы, а не только в общих словах.',
    'Реальный случай из вашей работы делает ответ убедительным: видно, как вы действуете на деле.',
  ],
  ownRoutine: [
    'Конкретно о том, что вы делаете сами: интервьюеру видна ваша собственная практика, шаг за шагом.',
    'Хорошо, что вы описываете, как работаете сами, а не как положено работать.',
  ],
  keepGoing: [
    'Сильный ответ на этот вопрос — отвечайте на следующие так же подробно.',
    'Сильный ответ — сохраните этот уровень деталей и дальше.',
  ],
  praiseChange: [
    'Сильнее всего здесь то, что вы изменили после: «{praise}». Вывод, ставший привычкой, — именно то, что хочет услышать интервьюер.',
    'Ответ выигрывает благодаря тому, что вы сделали выводы: «{praise}». Заканчивайте и другие истории тем, что вы теперь делаете иначе.',
  ],
  praiseOutcome: [
    'Ответ убеждает концовкой: «{praise}» — конкретный итог, который легко представить. Заканчивайте так и другие истории.',
    'История заканчивается конкретным итогом: «{praise}» — это интервьюер и запомнит. Заканчивайте так же и другие ответы.',
  ],
  praiseCase: [
    'Реальный случай — «{praise}» — показывает ваш подход в деле, а не только на словах; подкрепляйте так и другие общие ответы.',
    'Ответ убедителен, потому что подкреплён реальным случаем: «{praise}». Интервьюер видит, как вы действуете, а не только как описываете.',
  ],
  praiseWork: [
    'Опыт подкреплён фактами: «{praise}» — интервьюеру сразу видно, что и где вы делали. Рассказывайте об опыте так же конкретно.',
    'Вы прямо называете свой опыт: «{praise}» — это интервьюер проверяет в первую очередь. Так же конкретно отвечайте и дальше.',
  ],
  praisePlan: [
    'Первый шаг назван конкретно: «{praise}» — интервьюеру видно, что именно вы сделаете. Отвечайте так же практично.',
    'Вы называете настоящее действие: «{praise}» — не «как положено», а что вы сделаете на деле. Так же отвечайте и на другие ситуации.',
  ],
  praiseTurn: [
    'Ваше собственное действие видно сразу: {key} — интервьюер может это себе представить. Ставьте такой момент в центр каждой истории.',
    'Интервьюер запомнит то, что вы сделали сами: {key}. Ставьте такой момент в центр и других историй.',
  ],
  praiseDetail: [
    'Убеждают подробности, которые знает только тот, кто сам это делал: «{praise}». Сохраняйте такие детали и в других ответах.',
    'Убеждает конкретика: «{praise}» — интервьюеру видно, что вы там были. Отвечайте так же конкретно и на другие вопросы.',
  ],
  praisePrepared: [
    'Вы говорите не только о том, что будет трудно, но и о том, что уже для этого сделали: «{praise}» — именно это интервьюер хочет услышать. Отвечайте так же практично.',
    'Убеждает шаг, который вы уже сделали: «{praise}» — видно, что к трудной части вы относитесь всерьёз. Так же практично отвечайте и на другие вопросы.',
  ],
  praiseReason: [
    'Причина названа конкретно: «{praise}» — интервьюер слышит, почему эта работа подходит вам сейчас, а не просто что вы её хотите.',
    'Вы называете настоящую причину, с фактами: «{praise}» — именно это делает ответ о мотивации убедительным.',
  ],
  praiseStep: [
    'Прямо сказано, что вы делаете сами: «{praise}». Называйте так свои действия и дальше.',
    'Ваша собственная роль видна: «{praise}». Так же называйте свои действия и в других ответах.',
  ],
  keepSolid: [
    'Хороший ответ — отвечайте на следующие вопросы не менее подробно.',
    'Хороший ответ на этот вопрос — сохраните хотя бы этот уровень деталей и дальше.',
  ],
  stuffingWithFigures: [
    'Вместо шаблонных фраз и круглых цифр расскажите об одной реальной ситуации: что вы сделали и чем всё закончилось на самом деле.',
    'Шаблонные фразы и круглые цифры мало что говорят интервьюеру — расскажите один реальный случай: что вы сделали и к чему это привело.',
  ],
  keepCases: [
    'На следующие вопросы отвечайте так же: реальный случай и ваша собственная роль в нём.',
    'Отвечайте и дальше реальными случаями, как этот, и говорите, что в них сделали именно вы.',
  ],
  sayMoreOn: [
    'Для собеседования это коротковато. Раскройте {deed}: как именно вы это сделали — в двух-трёх предложениях.',
    'Расскажите чуть больше о том, что стоит за словами {deed}: что именно вы делали, по шагам, — два-три предложения из своей работы.',
  ],
  sayMoreCase: [
    'Для собеседования это коротковато, и здесь о том, как вы делаете обычно: добавьте один реальный случай — что происходило, что сделали вы и чем всё закончилось.',
    'Расскажите чуть больше: подкрепите то, как вы обычно делаете, одним реальным случаем из работы — что происходило, что сделали вы и чем всё закончилось.',
  ],
  sayMoreEnding: [
    'Для собеседования это коротковато, и рассказ обрывается на ваших действиях: добавьте, чем всё закончилось — что было дальше и как вы поняли, что это сработало.',
    'Расскажите чуть больше и доведите историю до конца: что было после ваших действий и как вы поняли, что это сработало?',
  ],
  sayMore: [
    'Для собеседования это коротковато — добавьте два-три предложения с подробностями из своей работы.',
    'Расскажите чуть больше: два-три предложения с деталями из реальной работы сделают ответ убедительным.',
  ],
  sayMoreAfterPraise: [
    'Но для собеседования это коротковато — расскажите то же в нескольких предложениях, с подробностями.',
    'Только для собеседования это коротковато: ещё два-три предложения с такими подробностями сделают ответ убедительнее.',
  ],
  keepLast: [
    'Хороший ответ, чтобы закончить собеседование: последний ответ интервьюер часто запоминает лучше всего.',
  ],
  prepareLesson: [
    'После такого рассказа часто спрашивают: «Что бы вы сделали иначе?» — подготовьте ответ в одно предложение.',
    'Будьте готовы к вопросу «Какой вывод вы из этого сделали?» — короткий ответ на него покажет, что вы умеете делать выводы.',
  ],
  prepareCase: [
    'Будьте готовы к уточнению «А был случай, когда так не сработало?» — держите наготове один реальный пример.',
    'Интервьюер может попросить случай, когда этот подход прошёл проверку делом, — держите наготове реальную историю.',
  ],
  prepareExample: [
    'Будьте готовы к уточнению «А можно конкретный пример?» — решите заранее, какой реальный случай вы расскажете.',
    'Интервьюер может попросить конкретный случай — выберите заранее, какой реальный пример из своей работы вы приведёте.',
  ],
  tighten: [
    'Ответ длинный для того, что в нём сказано: начните с главного и оставьте две-три детали, которые важнее всего, — минуты достаточно.',
    'Сократите: начните с главного, а из подробностей оставьте только те, что показывают, как хорошо вы знаете эту работу.',
  ],
  oneTime: [
    'Вопрос — об одном случае, а в ответе рассказано, как обычно бывало: выберите один реальный случай и расскажите его — что произошло, что сделали вы и чем всё закончилось.',
    'Здесь описано, как всё обычно происходило, а интервьюер спрашивал про один конкретный раз — выберите его и расскажите от начала до конца: что случилось, что вы сделали, чем всё кончилось.',
  ],
  addCase: [
    'Подкрепите этот подход одним реальным случаем из своей работы: что произошло, что сделали вы и чем всё закончилось.',
    'Сделайте ответ конкретным: расскажите об одном реальном случае, когда вы работали именно так, — что произошло, что сделали вы и чем закончилось.',
  ],
  addExample: [
    'Добавьте один реальный случай из своей работы, который это показывает: где это было, что сделали вы и чем закончилось.',
    'Подкрепите ответ одним конкретным случаем из своей работы: где это было, что сделали вы и чем всё закончилось.',
  ],
  prepareDepthPlan: [
    'По одному из пунктов вас, вероятно, попросят рассказать больше — будьте готовы углубиться в детали.',
    'Интервьюер, скорее всего, возьмёт один из этих пунктов и попросит рассказать подробнее — будьте к этому готовы.',
  ],
  prepareDepth: [
    'Интервьюер, скорее всего, уцепится за одну деталь — будьте готовы рассказать о ней подробнее: что именно вы сделали, шаг за шагом.',
    'По одному из пунктов вас, вероятно, попросят рассказать больше — будьте готовы углубиться в детали.',
  ],
  claimsOnly: [
    '{portrait} — это о том, какой вы; убеждает другое: один реальный случай, когда это проявилось, — где это было, что сделали вы и чем всё кончилось.',
    'Слова {portrait} интервьюер слышит от многих; поверит он одному случаю из вашей работы — где это было, что вы сделали сами и чем всё кончилось.',
  ],
  claimsOnlyMethod: [
    '{portrait} — это о том, какой вы, а не о том, как вы это делаете: возьмите один реальный случай и расскажите по шагам, что вы делали.',
    'Спросили, как вы это делаете, а {portrait} — о том, какой вы: пройдите по своим шагам на одном реальном случае, по порядку.',
  ],
  gapNamed: [
    'Вы прямо говорите, чего ещё не делали ({gap}), а не скрываете это, — после такого интервьюер больше доверяет остальному ответу.',
    'Пробел назван честно ({gap}) — так звучит человек, готовый учиться. Отвечайте о пробелах так и дальше.',
  ],
  dropUndersell: [
    'Слова {undersell} принижают то, что вы только что рассказали, — уберите их, пусть пример говорит сам за себя.',
    'Уберите {undersell}: так вы сами обесцениваете сказанное, а главное в ответе — то, что вы сделали.',
  ],
  shortfallNamed: [
    'Вы сами говорите: {shortfall} — интервьюер к этому вернётся. Подготовьте одну фразу о том, что вы с этим делаете или как поступили бы здесь.',
    '{shortfall} — именно за это зацепится интервьюер. Скажите, что вы делаете, чтобы это не мешало работе: проверка, привычка, кого предупреждаете.',
  ],
  hollowPlan: [
    '{hollow} — так о новом говорят почти все; скажите лучше, как именно вы это освоите: у кого попросите показать, с чего начнёте или что уже сделали.',
    'Вместо {hollow} назовите, как вы это освоите: что сделаете первым делом и у кого или по чему будете учиться.',
  ],
  gapBridge: [
    'Вы прямо говорите: {gap} — это честно; сразу добавьте, что вы с этим делаете: что уже начали или как освоите это в первые недели здесь.',
    'Назвать пробел ({gap}) — честно; успокаивает интервьюера следующая фраза: что вы уже сделали, чтобы его закрыть, или как именно научитесь этому здесь.',
  ],
  claimsOnlyWork: [
    '{portrait} — это о том, какой вы, а спрашивают о самой работе или учёбе: где это было, сколько времени и что вы делали сами.',
    'Вместо слов {portrait} назовите саму работу или учёбу: где это было, сколько времени и что одно вы там делали сами.',
  ],
  claimsOnlyHard: [
    '{portrait} можно сказать о любой работе — назовите, что именно в этой работе будет для вас самым трудным и что вы уже делаете, чтобы к этому подготовиться.',
    'Такие слова, как {portrait}, подходят к любой работе — скажите, что в этой будет для вас трудным, и одно, что вы для этого делаете.',
  ],
  claimsOnlyPlan: [
    '{portrait} можно сказать о любой работе — назовите, чего вы хотите добиться здесь за это время и какой первый шаг к этому сделаете.',
    'Такие слова, как {portrait}, подходят к любым планам — скажите, чего вы хотите достичь здесь и как к этому придёте.',
  ],
  claimsOnlyWhy: [
    '{portrait} можно сказать о любой работе — назовите, что привлекает вас именно в этой вакансии и что в вашей работе к этому привело.',
    'Причина вроде {portrait} подходит к любому работодателю — назовите одну, которая подходит только к этой вакансии, и что в вашей работе к ней ведёт.',
  ],
  prepareDepthOn: [
    'Интервьюер, скорее всего, попросит рассказать подробнее про {depth} — держите наготове подробности, которых в ответе нет.',
    'Вероятный уточняющий вопрос — про {depth}: будьте готовы рассказать об этом глубже, чем здесь.',
  ],
  pressOn: [
    'Скорее всего, интервьюер спросит про {press}: а как ещё можно было поступить и почему не так? Подготовьте вариант, который вы отвергли.',
    'Вероятный уточняющий вопрос — про {press}: какой другой путь вы рассматривали и почему от него отказались, — держите ответ наготове.',
  ],
  prepareWhy: [
    'Следующим, скорее всего, спросят: «Почему именно эта работа и именно у нас?» — подготовьте одну причину, которая подходит только к этой вакансии.',
    'Будьте готовы к вопросу «А почему именно к нам?» — назовите одну причину из этой вакансии, а не из любой похожей.',
  ],
  addDetail: [
    'В ответе пока нет ни одного числа или названия — добавьте одну-две детали из своей работы (сколько, как долго, где, что именно): с ними ответ станет вашим и убедительным.',
    'В ответе нет ни одного числа или названия — одна-две детали, которые знаете только вы (сколько, как долго, где, что именно), сделают его конкретным.',
  ],
  prepareHardPart: [
    'Будьте готовы к вопросу «Что там было труднее всего?» — подготовьте короткий ответ.',
    'Интервьюер может спросить, что вам далось труднее всего и как вы с этим справились, — держите наготове короткий честный ответ.',
  ],
  bringToRole: [
    'Добавьте, что вы принесёте на это место: одно умение или дело из своей работы, которое отвечает тому, что просят в вакансии, и где вы это делали.',
    'Поверните ответ к работе: назовите одно, что вы уже умеете и что нужно по этой вакансии, и скажите, где вы это делали.',
  ],
  prepareEvidence: [
    'Будьте готовы к вопросу «Откуда вы знаете, что это изменение сработало?» — держите наготове один признак.',
    'Интервьюер может спросить, как вы поняли, что изменение после этого случая действительно работает, — подготовьте один признак.',
  ],
  prepareChallenge: [
    'Будьте готовы к вопросу «Что в этой работе будет для вас самым трудным?» — подготовьте честный и конкретный ответ.',
    'Интервьюер может спросить, что в этой работе вы считаете для себя самым сложным, — держите наготове честный ответ и то, как вы с этим справитесь.',
  ],
  quantifyOutcome: [
    'Итог у вас — {vague}; если знаете цифру хотя бы примерно, назовите её: именно её запоминает интервьюер.',
    'Вы говорите {vague} — если знаете цифру хотя бы примерно, назовите её: так результат звучит убедительнее.',
  ],
  leadWithCase: [
    'Самое убедительное в ответе — случай, который вы упоминаете: {occasion}. Начните с него и расскажите, как всё было, а общий подход — потом.',
    'Поставьте в начало реальный случай, который вы упоминаете, — {occasion}: он убеждает сильнее общего подхода, расскажите его так, как всё было.',
  ],
  dropHedges: [
    'Скажите это без {hedges}: то, что вы сделали, рассказанное прямо, звучит так же уверенно, как было на деле.',
    'Уберите {hedges} — интервьюер слышит в этих словах сомнение, а не скромность.',
  ],
  learnMilestone: [
    'Будьте готовы к вопросу «Как через год будет видно, что вы этого добились?» — подготовьте один признак, который руководитель сможет увидеть или посчитать.',
    'Интервьюер может спросить, как через год проверить, что вы этому научились, — держите наготове один признак, который сможет оценить и другой человек.',
  ],
  learnFirstStep: [
    'Будьте готовы к вопросу «С чего вы начнёте и что вам для этого понадобится от нас?» — подготовьте один шаг, который сделаете в первый месяц.',
    'Интервьюер может спросить, как вы будете этого добиваться: с какого шага начнёте и о какой помощи попросите, — подготовьте и то и другое.',
  ],
  learnWhyFirst: [
    'Будьте готовы к вопросу «Почему именно это в первую очередь и что это изменит в вашей работе здесь?» — свяжите цель с одной задачей из вакансии.',
    'Интервьюер может спросить, почему для этой работы вам важно именно это, — подготовьте одну задачу из вакансии, в которой это поможет.',
  ],
  planMilestone: [
    'Будьте готовы к вопросу «Что через год покажет, что вы идёте к этой цели?» — подготовьте один рубеж, который подходит к этой работе.',
    'Интервьюер может спросить, каким будет первый рубеж на пути к этой цели здесь, — держите его наготове вместе с примерным сроком.',
  ],
  dealBreaker: [
    'Будьте готовы к вопросу «Если бы выполнялось только одно из этого, что бы вы выбрали?» — выберите одно, а не перечисляйте всё заново.',
    'Интервьюер может спросить, что из названного само по себе решит дело, — будьте готовы назвать одно.',
  ],
  teamCase: [
    'Будьте готовы к просьбе «Расскажите о команде, где так и было, — что для этого делали вы сами?» — подготовьте один реальный случай.',
    'Интервьюер может попросить пример команды, где всё было именно так, и спросить о вашей роли в ней, — держите наготове один реальный случай.',
  ],
  dayPart: [
    'Будьте готовы к вопросу «Что в таком рабочем дне подойдёт вам меньше всего и как вы с этим справитесь?» — подготовьте честный ответ.',
    'Интервьюер может спросить, какая часть такого рабочего дня будет для вас самой трудной, — держите наготове честный ответ и то, как вы с этим справитесь.',
  ],
  stretchPrep: [
    'Будьте готовы к вопросу «Что вы уже делаете, чтобы подготовиться к этой части работы?» — назовите одно, что вы уже начали.',
    'Интервьюер может спросить, как вы готовитесь к самой сложной для вас части работы, — назовите одно, что вы уже начали делать.',
  ],
  dayScale: [
    'Будьте готовы к вопросу «Сколько этого набирается за день и что занимает больше всего времени?» — держите наготове цифры: сколько, как часто, как долго.',
    'Интервьюер, скорее всего, спросит о масштабе — подготовьте цифры: сколько людей, заказов или объектов за смену и что отнимает больше всего времени.',
  ],
  newHere: [
    'Будьте готовы к вопросу «А что здесь будет для вас новым?» — подготовьте честный ответ и то, как вы это освоите.',
    'Интервьюер может спросить, чего из этой работы вы ещё не делали, — назовите это честно и скажите, как будете осваивать.',
  ],
  preventNow: [
    'Будьте готовы к вопросу «Что вы теперь делаете иначе, чтобы это не повторилось?» — назовите одно изменение.',
    'Интервьюер, скорее всего, спросит, что вы изменили после этого, чтобы ошибка не повторилась, — назовите одну привычку или проверку.',
  ],
  settledSign: [
    'Будьте готовы к вопросу «Чем всё закончилось для этого человека?» — назовите, что он сказал или сделал потом.',
    'Интервьюер может спросить, как человек в итоге это принял, — подготовьте, что он сказал или сделал после.',
  ],
  ifInsists: [
    'Будьте готовы к вопросу «А если руководитель настаивает?» — подготовьте следующий шаг: к кому пойдёте и что зафиксируете письменно.',
    'Интервьюер, скорее всего, уточнит: «А если вам всё равно велят это сделать?» — будьте готовы сказать, к кому обратитесь дальше.',
  ],
  ifCarriesOn: [
    'Будьте готовы к вопросу «А если после разговора коллега продолжит?» — подготовьте следующий шаг: кому вы сообщите.',
    'Интервьюер может спросить, что вы сделаете, если коллега вас не послушает, — будьте готовы сказать, к кому обратитесь.',
  ],
  checkFound: [
    'Будьте готовы к вопросу «А если проверка показала, что что-то не так, — что вы делаете?» — подготовьте один реальный случай.',
    'Интервьюер может спросить, что вы делаете, когда проверка что-то выявила, — держите наготове реальный случай: что нашли и что сделали.',
  ],
  tellEarly: [
    'Будьте готовы к вопросу «Как рано вы предупреждаете человека и что предлагаете взамен?» — подготовьте реальный случай с тем и другим.',
    'Интервьюер может спросить, когда вы сообщили об этом и что предложили взамен, — держите наготове и то и другое на реальном примере.',
  ],
  hardestPrep: [
    'Будьте готовы к вопросу «А что вы уже для этого сделали?» — назовите одно, что уже начали, а не только планы.',
    'Интервьюер может спросить, что вы делаете уже сейчас, чтобы подготовиться к этой части работы, — назовите одно, что уже начали.',
  ],
  starParts: { situation: 'ситуация', task: 'задача', action: 'действия', result: 'результат' },
  and: 'и',
  quote: (text) => `«${nested(text)}»`,
};

export function getFeedbackPhrases(language: Language): FeedbackPhrases {
  return language === 'ru' ? RU : EN;
}
