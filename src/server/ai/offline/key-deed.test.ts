import { describe, expect, it } from 'vitest';
import { findKeyDeed } from './key-deed';

const FISHMONGER =
  'Fishmonger. Serve customers at the wet fish counter, carry out and record temperature checks, reject deliveries out of temperature, label fish correctly.';

describe('the key act quoted as praise (key-deed.ts; rounds 94-95, paired reads)', () => {
  it('finds the act where its sentence gives its reason, not only a clause that explains nothing', () => {
    const answer =
      'On a Saturday the delivery was late and the haddock probed at 8.4. Our limit for accepting is 5, so I rejected those two boxes, photographed the probe reading, got the driver to sign the rejection note and rang the depot. We were short on haddock until Monday, but the log showed exactly why.';
    expect(findKeyDeed(answer, { language: 'en', context: FISHMONGER })).toBe(
      'I rejected those two boxes',
    );
  });

  it('prefers the hands-on act to passing the case up ("I told my manager")', () => {
    const answer =
      'We had a week where the walk-in chiller kept reading high at the morning check. I told my manager each time and wrote it on the sheet. I probed the actual fish as well and it was still under 5, because it was on ice, so we kept it. The engineer replaced a door seal in the end.';
    expect(findKeyDeed(answer, { language: 'en', context: FISHMONGER })).toBe(
      'I probed the actual fish as well',
    );
  });

  it('reads a Russian verb far from «я» and quotes the deed, not the scene', () => {
    const answer =
      'Шкивы на дробилках у нас снимали кувалдой, валы потом приходилось наплавлять. Я за две смены после работы сварил из обрезков швеллера и старого винта от пресса съёмник под наши размеры. Мастер сначала ворчал, а потом им пользовался весь участок.';
    expect(findKeyDeed(answer, { language: 'ru', context: 'Слесарь-ремонтник дробилок' })).toBe(
      'я за две смены после работы сварил из обрезков швеллера',
    );
  });

  it('prefers a deed done in Russian to one told as going on («объяснял»)', () => {
    const answer =
      'Клиентка ругалась у стойки. Я ей долго объяснял правила возврата, потом я оформил возврат при ней с видео вскрытия. Она ушла довольная.';
    expect(findKeyDeed(answer, { language: 'ru', context: 'Сотрудник пункта выдачи' })).toBe(
      'я оформил возврат при ней с видео вскрытия',
    );
  });

  it.each([
    [
      'passing the case up with nothing of it named',
      'There was a lad smoking by the fuel store. I had a word but he carried on. So I told our manager. He was moved to another site.',
    ],
    [
      'what would be done',
      'It depends on the day. If the probe read high I would reject the box. I would tell the driver and I would ring the depot.',
    ],
    [
      'time served, not the case',
      'I know heavy vans. Before this I drove a tipper for a builder’s merchant for six years. It was mostly site work.',
    ],
    [
      'a verb that names nothing after it',
      'The sill was rotten in one corner. I filled it. The tenant said it was fine.',
    ],
    [
      'a feeling, not a deed',
      'Был тяжёлый день, сорок клиентов. К вечеру я уже очень устала. Но всё закончили вовремя.',
    ],
  ])('quotes nothing for %s', (_, answer) => {
    const russian = /\p{Script=Cyrillic}/u.test(answer);
    expect(findKeyDeed(answer, { language: russian ? 'ru' : 'en', context: '' })).toBeNull();
  });
});
