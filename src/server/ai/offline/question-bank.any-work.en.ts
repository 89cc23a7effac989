// English questions for a job of no known field (issue 32): written for any work — a shift, a
// crew, a site, a salon, a booth, a ward — not for an office. Nothing here assumes projects,
// deadlines, handovers of documents, clients who change a brief or a team the candidate manages.
// {duty} is the posting's own duty, quoted as it words it, so any grammatical form reads right.
import { defineBank } from './question-template';

export const ANY_WORK_BANK_EN = defineBank(
  {
    background: [
      'Walk me through your background and what led you to apply for the {jobTitle} role.',
      {
        text: 'Which of your previous jobs is closest to this {jobTitle} position, and what were you responsible for there?',
        next: 'newHere',
      },
      {
        text: 'The posting lists “{duty}”. What comparable work have you done so far, and what was your own part in it?',
        next: 'newHere',
      },
      {
        text: 'What does a typical shift or working day look like in your current or most recent job?',
        next: 'dayScale',
      },
      {
        // Rated 2.25 of 5 in rounds 40–50 ("reads oddly for a ramp agent"): asked after the others.
        text: 'Which piece of your work from the last two years are you proudest of, and why?',
        later: true,
      },
      {
        text: 'How has your training or experience prepared you for the {jobTitle} role?',
        next: 'newHere',
      },
      {
        text: 'The posting asks for “{experience}”. Where did you get that experience, and what did you do there yourself?',
        next: 'newHere',
      },
    ],
    motivation: [
      'Why are you interested in this {jobTitle} role, and why now?',
      {
        text: 'What do you want to learn or get better at in your first year in this job?',
        next: ['learnMilestone', 'learnFirstStep', 'learnWhyFirst'],
      },
      {
        text: 'Which part of this job do you expect to find hardest, and how are you preparing for it?',
        next: 'hardestPrep',
      },
      {
        text: 'What do you know about what this work is really like day to day, and how did you find out?',
        next: 'dayPart',
      },
      {
        text: 'The posting mentions “{condition}”. What draws you to this job, and how does that part of it fit your life right now?',
        kind: 'open',
      },
    ],
    technical: [
      {
        // "When a check shows something wrong, what do you do?": the twenty-fifth panel's readers
        // found praise of the steps alone generic where the checks were thin.
        text: 'The posting lists “{duty}”. How do you do this well, step by step, and what do you check along the way?',
        next: 'checkFound',
      },
      'The posting lists “{duty}”. Tell me about a time it did not go to plan: what happened, what did you do, and how did it end?',
      {
        text: 'Which part of this work needs the most care to get right, and how do you make sure you get it right?',
        kind: 'method',
      },
      'What do you check before you start a shift or a piece of work, and why those things?',
      'Which tools or equipment do you rely on most in this kind of work, and how do you look after them?',
      'How do you know, day to day, that you are doing this job well?',
      'Which rules, standards or procedures matter most in this work, and when have you seen why they matter?',
      {
        text: 'The posting lists “{duty}”. What can go wrong with it, and what do you do so that it does not?',
        kind: 'method',
      },
      {
        text: 'The posting lists “{duty}”. If this would be new to you, how would you go about learning to do it well, and what would you ask first?',
        kind: 'method',
      },
      'What have you done before, at work or outside it, that needed the same care or stamina as this job? What exactly did you do?',
      'Think of something practical you learned to do well, at work or outside it. How did you learn it, and how did you know you had got it right?',
      'What would you want someone experienced to show you or check before you do this work on your own, and why?',
      {
        text: 'The posting asks for “{ability}”. Where has that mattered in your work so far, and what did you do?',
        kind: 'story',
      },
    ],
    scenario: [
      'The posting lists “{duty}”. Tell me about a time you did this, or the closest thing you have done: what was the situation, what did you do, and how did it end?',
      {
        // "A busy shift" read oddly for a workshop craft, a shepherd or a gamekeeper (round 5).
        text: 'Something goes seriously wrong in the middle of a job, and you cannot simply stop and start again. What do you do, step by step?',
        // Rated 2.9 of 5 in rounds 2–29, a quarter of its 79 ratings 1–2 ("awkward for fruit
        // picking", "for an inspection role"): asked after the other general scenarios.
        later: true,
        formerTexts: [
          'Something goes seriously wrong in the middle of a busy shift, and there is no time to stop. What do you do, step by step?',
        ],
      },
      {
        text: 'Tell me about a mistake you made at work, how you found it, and what you did next.',
        next: 'preventNow',
      },
      {
        text: 'Someone who relies on your work — a customer, a member of the public, a colleague — is unhappy with it. How do you handle it? Use a real example.',
        first: true,
        next: 'settledSign',
      },
      {
        text: 'You are asked to do something you believe is unsafe or against the rules. What do you do?',
        first: true,
        next: 'ifInsists',
      },
      {
        // Rated 3.0, a fifth of its 92 ratings 1–2 in rounds 2–29: asked after the others.
        text: 'Tell me about a time conditions changed suddenly while you were working. What did you do?',
        later: true,
      },
      {
        text: 'You notice a colleague doing something that could put someone at risk. What do you do?',
        first: true,
        next: 'ifCarriesOn',
      },
      {
        // "A decision made quickly with incomplete information" rated 2.9 of 5 in rounds 2–25 (52
        // ratings; "risky framing for a job run by procedure"). This one rated 3.15 in rounds
        // 26–27, the other duty scenarios 3.7–3.75: it is asked after them.
        text: 'The posting lists “{duty}”. Tell me about a time you had to do this, or something close to it, with less time or help than it needed. What did you do, and how did it end?',
        kind: 'story',
        later: true,
        formerTexts: [
          'Describe a decision you had to make quickly with incomplete information. What did you decide, and how did it turn out?',
        ],
      },
      {
        // "Imagine… something is not as it should be" rated 3.3 of 5 over the panels' ratings (46;
        // "vague", "makes little sense while handling complaints"): the problem is named by the
        // candidate now.
        text: 'One of the duties here is “{duty}”. What problem comes up most often with it, and how do you deal with it when it does?',
        kind: 'method',
        formerTexts: [
          'One of the duties here is “{duty}”. Imagine you are doing it and something is not as it should be. What do you do, step by step?',
        ],
      },
      // Assumes nothing of the work (no public, no colleagues, no danger), so a short posting has
      // a general scenario left once its duties are quoted.
      'Tell me about the hardest day you have had at work. What made it hard, and what did you do?',
      // Assumes nothing either: a posting whose two or three duties are quoted elsewhere still has
      // a third scenario that fits it, not one about the public it does not serve.
      'Tell me about a time you spotted a problem in your work before it got worse. What did you notice, and what did you do?',
    ],
    soft_skills: [
      'Tell me about a disagreement with a colleague and how you resolved it.',
      {
        // Rated 2.7 of 5 in rounds 2–29, 31 of its 71 ratings 1–2 ("scrub role rarely explains to
        // laypeople", "low value for lab bench role"): asked only when no other question fits.
        text: 'How do you explain something from your work to someone without your background? Give an example.',
        later: true,
      },
      'Describe a time you received critical feedback. What did you do with it?',
      'Tell me about a time you helped a colleague or someone new to the job.',
      'How do you stay calm and effective under pressure? Give a concrete example.',
      {
        // Rated 3.4–4.0 of 5 in rounds 40–50, the highest of the general questions: asked first.
        text: 'Tell me about a long or tiring stretch of work. How did you keep your standards up?',
        first: true,
      },
      {
        text: "What do you do when you realise you can't keep a commitment you made?",
        later: true,
        next: 'tellEarly',
      },
      {
        // Rated 3.0 of 5 over rounds 2–49 (171 ratings), 2.6 in rounds 40–49 ("generic, of little
        // relevance to a settled round" for a window cleaner and a loader): asked after the others.
        text: 'Tell me about a time you had to adapt quickly to a big change at work.',
        later: true,
      },
      {
        // Rated 2.9 of 5 over the panels' ratings (18; "not what you want from a crane operator
        // working to lift plans"): asked after the others.
        text: 'Describe a time you did something outside your formal duties because it needed doing.',
        later: true,
      },
      {
        // Asked of a duty done with people only: "who else is involved" in any duty rated 2.4 of 5
        // ("awkward to ask who you interact with about window display", rounds 3–22).
        text: 'The posting lists “{peopleDuty}”. Tell me about a time this was hard because of the other person — they were upset, in a hurry or saw it differently. What did you say and do, and how did it end?',
        kind: 'story',
        formerTexts: [
          'One of the duties here is “{duty}”. Who else is involved when you do it — colleagues, the public, other teams — and how do you keep them informed? Use a real example.',
        ],
      },
      {
        text: 'The posting asks for “{quality}”. When has your work really called for that? Tell me what happened and what you did.',
        kind: 'story',
      },
      {
        text: 'The posting also asks for “{quality}”. Tell me about a day at work when that was hardest to keep up: what happened, and what did you do?',
        kind: 'story',
      },
    ],
  },
  'any-work-',
);
