import { describe, expect, it } from 'vitest';
import { involvesPeople } from './people-duties';

describe('involvesPeople', () => {
  it.each([
    'greet guests warmly, check reservations and quote accurate wait times',
    'coordinate with the vet team on health checks',
    "report any change in a client's progress or risk to the supervising OT",
    'explain and hand out set work',
    'консультировать клиентов о подготовке к процедуре и уходе после неё',
    'выезд по сообщениям граждан, поступающим в дежурную часть',
    'общаться с родителями',
    'руководство сменой 20–25 человек на участках раскроя ЛДСП',
  ])('finds people in “%s”', (duty) => {
    expect(involvesPeople(duty)).toBe(true);
  });

  it.each([
    'take ownership of roast profiles, consistency and quality',
    'read engineering drawings and mark off to specification',
    'обслуживание инженерных сетей здания',
    'ведение протоколов судебных заседаний по гражданским и административным делам',
    'оформлять командировки',
    'бронировать переговорные',
    'выкладка витрины',
    'install, repair and service commercial-grade locks',
    'работать в программе маркетплейса на планшете и компьютере',
  ])('finds none in “%s”', (duty) => {
    expect(involvesPeople(duty)).toBe(false);
  });
});

describe('"public" as a word for people', () => {
  it('is people as "the public", not as a public place or announcement', () => {
    expect(involvesPeople('dealing politely with the public at the barrier')).toBe(true);
    expect(involvesPeople('making clear public announcements over the tannoy')).toBe(false);
    expect(involvesPeople('cleaning of public areas')).toBe(false);
  });
});
