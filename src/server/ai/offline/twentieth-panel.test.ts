// What the reading and the feedback do after the twentieth frozen panel's read (forty-first
// session), each shape with an answer it applies to and one it does not: "the situation, your
// actions and the outcome" only where an action of the candidate's own is told; "then" of "now and
// then" is no step; how the other person took it, told anywhere in the story, is not asked for; a
// lapse the candidate caught themselves in is not quoted as what they did; years of the work told
// "for about five years" are work the candidate brings; a question's own follow-up before "turn it
// towards the job"; "at once" and "once a week" tell no case, "but then" and "before I start" no
// step.
import { describe, expect, it } from 'vitest';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { chooseFeedback } from './feedback';
import { tellsOwnWork } from './own-work';

describe('"the situation, your actions and the outcome are all covered"', () => {
  const question =
    'The posting lists “following RAMS, lift plans and permit systems”. Tell me about a time you did this, or the closest thing you have done: what was the situation, what did you do, and how did it end?';

  it('is not said of a story whose call was another’s and whose actions are the team’s', () => {
    const answer =
      'On a warehouse job the crane supervisor stopped a rafter lift because the wind went over the lift plan limit; we landed it, waited about two hours and lifted once it dropped.';
    expect(chooseFeedback(read(answer, question)).strength).not.toBe('fullStar');
  });

  it('is said of one where the candidate tells what they did and how it ended', () => {
    const answer =
      'On a warehouse job in Coventry last March the wind picked up during a rafter lift. I checked the anemometer on the crane, saw it was over the limit in the lift plan and stopped the lift on the radio. I landed the rafter with the crane driver, tied it off and rang the supervisor. We waited about two hours, I rechecked the wind and we lifted once it dropped. The rafter went in that afternoon and nobody was put at risk.';
    expect(chooseFeedback(read(answer, question)).strength).toBe('fullStar');
  });
});

describe('a step', () => {
  const question =
    'The posting lists “carry out routine checks and maintenance of equipment”. How do you do this well, step by step, and what do you check along the way?';

  it('is not "then" of "now and then"', () => {
    const answer =
      "I'd start with a list of what needs checking and how often, because otherwise it gets forgotten in busy weeks. Electrical equipment I check visually every time it comes back from a lesson: leads, plugs, any burning smell. If something's wrong it goes straight into the \"broken\" box with a note and I tell the senior technician. For fume cupboards I'd check the airflow indicator before it's used and make sure the yearly test is booked. I'd also clean the microscopes and check the balances now and then. I'd write it all down so there's a record.";
    expect(read(answer, question).steps).not.toContain('then');
    expect(feedbackOf(answer, question)).not.toMatch(/“then”/u);
  });

  it('is not "but then" nor "before I start"', () => {
    const answer =
      'I always get people to write it down and check it before I start, because once it is engraved you cannot take it back. Sometimes the customer says it is fine but then does not like it.';
    expect(read(answer, question).steps).toEqual([]);
  });

  it('is "then" that orders what is done', () => {
    const answer =
      'I check the leads and plugs of every item as it comes back, then I test the fume cupboard airflow, then I write the result in the log.';
    expect(read(answer, question).steps).toContain('then');
  });
});

describe('a case the answer mentions', () => {
  const question =
    'The posting lists “run services of up to 120 covers”. What can go wrong with it, and what do you do so that it does not?';

  it('is not "at once" nor "once a week"', () => {
    const answer =
      "Running out of stuff mid-service is the main one, and the tickets all coming in at once so the kitchen gets buried. What I do is make sure the prep's done properly before service, check the fridges once a week and talk to front of house so they don't seat everyone at the same time.";
    expect(read(answer, question).hasExample).toBe(false);
  });

  it('is "once" told as one time it happened', () => {
    const answer =
      'Running out mid-service is the main one. Once we ran out of sea bass at eight on a Saturday, so I took it off the board and told front of house before they sold any more.';
    expect(read(answer, question).hasExample).toBe(true);
  });
});

describe('"how did it end for them?"', () => {
  const question =
    'Someone who relies on your work — a customer, a member of the public, a colleague — is unhappy with it. How do you handle it? Use a real example.';
  const story = (reaction: string) =>
    `On a distribution unit near Hinckley, the cladding foreman said the purlins on the east elevation were out and his sheets wouldn't line up. I went and had a look with him first. He was right about one bay: the sag rods hadn't been tensioned. I told him straight which bit was ours, got one of our lads in a boom that morning, and we re-lined that bay by ten. I asked him to check it before we came down${reaction}. I also told my chargehand, because it should have been picked up before handover. After that we started walking each elevation with the cladders before handing it over.`;

  it('is not asked where the story tells how the other person took it, before it goes on', () => {
    expect(chooseFeedback(read(story(', and he was happy'), question)).improvement).not.toBe(
      'settledSign',
    );
  });

  it('is asked where it never says', () => {
    expect(read(story(''), question).questionFollowUps).toContain('settledSign');
    expect(read(story(''), question).questionFollowUp).toContain('settledSign');
  });
});

describe('what the candidate did', () => {
  const question =
    'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?';

  it('is never a lapse they caught themselves in', () => {
    const answer =
      'Зима после гололёда: нас двое на четыре поста, по одиннадцать часов. Недели через три я поймал себя на том, что на стапеле не перемерил контрольную точку, хотя всегда мерю дважды. Сказал мастеру, что две машины на стапеле одновременно не веду. Геометрию и сварку ставил на утро, а шпатлёвку — на вечер. У стапеля повесил листок: какие точки замерил, что осталось. За два месяца ни одного возврата с приёмки.';
    const reading = read(answer, question);
    expect(reading.stepQuote ?? '').not.toMatch(/поймал себя/u);
    expect(feedbackOf(answer, question)).not.toMatch(/поймал себя/u);
  });
});

describe('work the candidate brings', () => {
  it('is years of it, told "for about five years"', () => {
    expect(tellsOwnWork("I've been working in the MEWPs for about five years.", 'en')).toBe(true);
    expect(tellsOwnWork('Я уже почти пять лет работаю на стапеле.', 'ru')).toBe(true);
  });

  it('is not years of wanting it', () => {
    expect(tellsOwnWork("I've been thinking about it for about five years.", 'en')).toBe(false);
  });
});

describe('"turn it towards the job"', () => {
  it('is not said after "what would make you turn down an offer?": the question’s own follow-up is', () => {
    const question = 'What would make you turn down an offer for a role like this one?';
    const answer =
      "If the hours in practice were far over 48. I've had a job advertised at fifty that was sixty-five within two months. I'd ask how long your brigade has been together and who covers sickness in wedding season. And I'd want to see the live-in room before accepting.";
    const { improvement } = chooseFeedback(read(answer, question));
    expect(improvement).not.toBe('bringToRole');
    expect(improvement).toBe('dealBreaker');
  });
});
