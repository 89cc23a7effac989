// What the reading, the feedback and the questions do after the twenty-first frozen panel's read
// (forty-second session), each shape with a case it applies to and one it does not: "one hundred
// percent" is no detail of the work; what was already done about the hard part is quoted up to the
// candidate's next clause, never the gap told; a mishap is not quoted as what the candidate did,
// nor a thing let slip; "which other way?" is not asked where the answer gives one; "PhD" is no
// name; "it got easier" and "it worked out fine" are no outcome; a duty the posting will train is
// not asked about as done before; a trade's planning question does not speak of permits; the
// detail praised is a count of the work before a length of time.
import { describe, expect, it } from 'vitest';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { chooseFeedback } from './feedback';
import { countEffortBoasts, countSpecifics } from './specifics';
import { preparedSentence } from './prepared-already';
import { findNamedDetails } from './named-details';
import { generateQuestions } from './generate-questions';
import { TRADES } from '../../job-description/families/trades';
import { concreteDetail } from './concrete-detail';

const hardest =
  'Which part of this job do you expect to find hardest, and how are you preparing for it?';

describe('an effort boast', () => {
  it('counts none of its numbers as details ("one hundred percent")', () => {
    const answer = 'I always give one hundred percent.';
    expect(countSpecifics(answer, 'en') - countEffortBoasts(answer, 'en')).toBe(0);
    expect(countEffortBoasts('Я выкладываюсь на 110%.', 'ru')).toBe(1);
  });

  it('leaves an answer of claims told to name the hard part, not asked what was done about it', () => {
    const answer =
      "I don't think anything will be too hard for me, because I'm a very flexible person and I always give one hundred percent. If something is difficult I just work harder until I get it right.";
    expect(chooseFeedback(read(answer, hardest)).improvement).toBe('claimsOnlyHard');
  });

  it('does not take an answer with a real detail for claims', () => {
    const answer =
      'Probably the night rota, because I have only worked days for the last four years. I always give one hundred percent, and I have already asked my partner to move her shifts at the hospital.';
    expect(chooseFeedback(read(answer, hardest)).improvement).not.toBe('claimsOnlyHard');
  });
});

describe('what was already done about the hard part', () => {
  it('is quoted up to the wish that follows it', () => {
    expect(
      preparedSentence(
        [
          "I've been reading up on how the new machine distils its solvent, and I'd want a week beside your operator before running it alone.",
        ],
        'en',
      ),
    ).toBe("I've been reading up on how the new machine distils its solvent");
  });

  it('is never the gap told ("only ever", "but I\'ve never")', () => {
    expect(
      preparedSentence(
        ["So I've fitted hundreds of standard doors but only ever hung two fire doors myself."],
        'en',
      ),
    ).toBeNull();
    expect(
      preparedSentence(
        ["I've driven plenty of vans in town, but I've never taken a trailer on the motorway."],
        'en',
      ),
    ).toBeNull();
    expect(
      preparedSentence(['Я всего два раза сама собирала такой заказ от начала до конца.'], 'ru'),
    ).toBeNull();
  });
});

describe('a mishap', () => {
  const question =
    'Tell me about a time you had to do your routine checks with less time or help than they needed. What did you do, and how did it end?';

  it('is not quoted as what the candidate did', () => {
    const answer =
      "The week before Easter last year my colleague went off sick on the Monday, and the manager was at the other depot, so for four days I was alone in the yard with all the deliveries. The temptation is to skip the daily checks and just keep the forklifts moving. I didn't, but I was clever about when I did them. The forklift checks I did first thing, before the gates opened. The racking inspection I did on the Wednesday lunchtime, because a beam had taken a knock and that's a collapse risk. The fuel log I filled in each time I refuelled, not at the end of the day, because I knew I'd forget. What I did drop was sweeping anything that wasn't urgent, and I rang the manager and asked her to tell drivers that collections would be Friday, not Thursday. The one hiccup: I ran out of ear defenders on the Thursday. I didn't work without them, I went to the hardware shop over the road. When the auditor came in May, that week's log was complete.";
    expect(feedbackOf(answer, question)).not.toMatch(/ran out of ear defenders/u);
  });

  it('nor is a thing the candidate let slip', () => {
    const answer =
      'Last spring the other porter was off for two weeks and I covered both floors on my own. I did the fire checks first thing every morning, before the guests were up. What I let slip a bit was the linen store; the shelves got messy and I had to have a big sort-out on the Sunday. The manager checked the fire log when she came back and it was complete.';
    expect(feedbackOf(answer, question)).not.toMatch(/let slip/u);
  });

  it('leaves the candidate’s own act quotable', () => {
    const answer =
      'Two winters ago my colleague was off sick for a week and I ran the yard alone. I moved the daily checks to first thing, before the gates opened, so nothing was skipped.';
    expect(read(answer, question).actionVerbs).toContain('moved');
  });
});

describe('a name the answer gives', () => {
  it('is not an abbreviation like "PhD"', () => {
    const answer =
      'I ran a short session for the group, and two of the PhD students switched to tunnel handling that week.';
    expect(findNamedDetails({ answer, given: [] })).not.toContain('PhD');
  });

  it('is still a place or a firm', () => {
    const answer = 'I trained at a kennels near Sheffield, then worked for McArthur Vets.';
    expect(findNamedDetails({ answer, given: [] })).toEqual(['Sheffield', 'McArthur Vets']);
  });
});

describe('how a story ended', () => {
  const question =
    'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?';
  const story = (ending: string) =>
    `Тяжело было зимой, когда две продавщицы заболели одновременно, а замену не нашли. Мы работали почти без выходных недели три. Уставала сильно, конечно. Но я старалась делать всё как положено, не пропускать проверку сроков, хоть и хотелось быстрее. Помогали друг другу, если кто-то совсем валился — подменяли. ${ending}`;

  it('is not «стало легче» once others came back', () => {
    const answer = story('Потом девочки вышли, стало легче.');
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('praiseOutcome');
    expect(feedbackOf(answer, question)).not.toMatch(/стало легче/u);
  });

  it('is not that it "worked out fine in the end"', () => {
    const question = 'Tell me about a disagreement with a colleague and how you resolved it.';
    const answer =
      "We had a job where the tiler came in after I'd screeded and cut his trims into the edges, so the floor was a mess. I was annoyed and I told him so, probably a bit too sharp. Then we sat down with the site manager and worked out it was the programme that was wrong: he'd been told he could come in before the screed had cured. After that, on that job, he'd wait for my moisture reading and I'd let him know when a room was ready. It worked out fine in the end.";
    expect(feedbackOf(answer, question)).not.toMatch(/worked out fine/u);
  });

  it('is an event told at the end', () => {
    const answer = story('В итоге ревизия в марте прошла без единой недостачи.');
    expect(chooseFeedback(read(answer, question)).improvement).toBe('praiseOutcome');
  });
});

describe('"which other way did you weigh?"', () => {
  const question =
    'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?';

  it('is not asked where the answer names the pull it resisted or the step it did not take', () => {
    const answer =
      'Тяжело было летом, когда две сменщицы ушли в отпуск одновременно, а замену не нашли. Мы работали почти без выходных недели три. Уставала сильно, конечно. Но я старалась делать всё как положено, не пропускать уборку, хоть и хотелось быстрее. Помогали друг другу, подменяли. Потом сменщицы вернулись, стало легче.';
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('pressOn');
  });
});

describe('the concrete detail praised', () => {
  const question =
    'Tell me about a time you had to do this with less time or help than it needed. What did you do, and how did it end?';

  it('is a count of the work before a length of time, without the word it ran on into', () => {
    const answer =
      'Last spring the other fitter was off, so the job took three weeks on my own and I fitted 60 windows in a block near Leicester. I measured every opening again before ordering, because the drawings were old.';
    expect(concreteDetail(read(answer, question))).toBe('60 windows');
    const site =
      'I was the assistant on a housing site of 140 homes near Leicester for a while. I ran the morning briefings myself.';
    expect(concreteDetail(read(site, question))).toBe('140 homes');
  });

  it('is a length of time where the answer counts nothing', () => {
    const answer =
      'Last spring the other fitter was off, so the job took three weeks on my own. I measured every opening again before ordering, because the drawings were old.';
    expect(concreteDetail(read(answer, question))).toBe('three weeks');
  });
});

describe('a duty the posting will train', () => {
  const posting = (duty: string) =>
    `We are a small research unit looking for a technician.\n\nDuties:\n- clean and change cages and water bottles\n- check the health of every animal daily\n- ${duty}\n- keep breeding records up to date\n\nFull-time, 37.5 hours a week.`;
  const asksAsDone =
    /did not go to plan|How do you do this well|Tell me about a time you did this|with less time or help/u;
  const askedAsDone = (duty: string) =>
    ['Animal Technician', 'Animal Care Technician', 'Lab Animal Technician', 'Technician'].some(
      (jobTitle) =>
        generateQuestions({ jobTitle, jobDescription: posting(duty), language: 'en' }).some(
          (question) => question.includes(duty.slice(0, 30)) && asksAsDone.test(question),
        ),
    );

  it('is not asked about as done before', () => {
    expect(askedAsDone('perform humane killing of rodents once trained and competent')).toBe(false);
  });

  it('is, without the words that say it will be trained', () => {
    expect(askedAsDone('perform humane killing of rodents by approved methods')).toBe(true);
  });
});

describe('a trade’s planning question', () => {
  it('does not speak of permits, in either language', () => {
    const questions = [...TRADES.questions.en.technical, ...TRADES.questions.ru.technical];
    expect(questions.some((question) => /материалы/u.test(question))).toBe(true);
    expect(questions.filter((question) => /permits|допуски/u.test(question))).toEqual([]);
  });
});
