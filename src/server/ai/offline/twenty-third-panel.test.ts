// What the questions and the feedback do after the twenty-third frozen panel's read (forty-fourth
// session), each shape with a case it applies to and one it does not: a post of a few hours a week
// is not asked about a long or tiring stretch of work; "We need someone who is punctual and
// dependable" is a quality asked for, never a duty to ask what goes wrong with.
import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate-questions';
import { findDutyItems } from '../../job-description/responsibilities';
import { findQualitiesAsked } from '../../job-description/qualities-asked';

const carPark = (hours: string) => `Car Park Attendant – Riverside Leisure Centre
£11.90 per hour, ${hours}, permanent

You will:
• patrol the car park and help drivers find spaces on busy days
• check pay-and-display tickets and report damage or hazards to the duty manager
• keep the pay machines stocked with paper and clear litter from the bays
• work outdoors in all weathers

We need someone who is calm and polite, reliable and happy to be on their feet.`;

const yard = (hours: string) => `Дворник
Оплата 180 руб./час, ${hours}.

Обязанности:
— уборка двора и подъездных дорожек;
— вывоз мусора к контейнерной площадке;
— посыпка дорожек песком зимой.

Нам нужен человек, который аккуратен, пунктуален и вежлив с жильцами.`;

const asks = (jobTitle: string, jobDescription: string, language: 'en' | 'ru') =>
  generateQuestions({ jobTitle, jobDescription, language } as never).join('\n');

describe('a long or tiring stretch of work', () => {
  it('is not asked of a post of a few hours a week', () => {
    expect(asks('Car Park Attendant', carPark('10 hours a week'), 'en')).not.toMatch(
      /long or tiring stretch/,
    );
    expect(asks('Дворник', yard('12 часов в неделю'), 'ru')).not.toMatch(/изматывающем/);
  });

  it('is still asked of a full week', () => {
    expect(asks('Car Park Attendant', carPark('37.5 hours a week'), 'en')).toMatch(
      /long or tiring stretch/,
    );
    expect(asks('Дворник', yard('40 часов в неделю'), 'ru')).toMatch(/изматывающем/);
  });
});

describe('the person wanted', () => {
  it('is no duty to quote', () => {
    const duties = findDutyItems(carPark('37.5 hours a week'), 'Car Park Attendant');
    expect(duties.join('\n')).not.toMatch(/someone/i);
    expect(findDutyItems(yard('40 часов в неделю'), 'Дворник').join('\n')).not.toMatch(
      /человек|котор|пунктуален/iu,
    );
  });

  it('is asked about as the qualities it names, without "we need someone who is"', () => {
    expect(findQualitiesAsked(carPark('37.5 hours a week'))[0]).toMatch(/^calm and polite/);
  });

  it('leaves a duty that opens on "we need you to…" a duty', () => {
    const posting = `Kitchen Porter\n\nYou will:\n• wash pots, pans and trays between services\n• we need you to take deliveries in and put them away\n`;
    expect(findDutyItems(posting, 'Kitchen Porter').join('\n')).toMatch(/deliveries/);
  });
});
