// What an interview has asked about so far, so a topic is not asked twice under another heading:
// a quality, a condition, a know-how or a duty quoted from the posting, and the field's own
// questions. "Punctual and happy with early starts" was asked as a quality and again as a
// condition; «проверка возраста при продаже алкоголя» was quoted after the field's «Как вы
// проверяете возраст…» (the eighth panel's raters, both, on five interviews of eight). In a blind
// read of 24 interviews this changed, two raters preferred the new one 15 times and the old 8,
// and found half as many near-duplicate pairs (32 → 16, 25 → 12): eval/graded/README.md.
import type { Language } from '../../../shared/language';
import { subjectStemsOf } from './posting-subjects';
import type { Need } from './question-slots';

/**
 * Needs whose quoted phrase is a topic. Not the experience asked for beside a duty of the same
 * work ("3 years' upholstery experience", "strip and reupholster chairs"): raters found those
 * close but distinct (4 of 5), and a posting's main duty was lost for them. Nor a skill's name.
 */
export function isTopicNeed(need: Need): boolean {
  return need !== 'skill' && need !== 'experience' && need !== 'plain';
}

/** The topics asked so far; a text repeats one when it shares two subject words and half the shorter's. */
export function createTopicTracker(language: Language) {
  const asked: Array<{ stems: ReadonlySet<string>; isQuestion: boolean }> = [];
  return {
    /**
     * Whether the text asks about a topic already asked ("work" and "time" are no subject). A
     * whole question of the field names more things than a quoted phrase, so against one it takes
     * three shared subject words: "a delivery that does not match its paperwork, pallets damaged"
     * is not "stacking goods on pallets".
     */
    repeats(text: string, { isQuestion = false } = {}): boolean {
      const stems = subjectStemsOf(text, language);
      return asked.some((topic) => {
        const shared = [...stems].filter((stem) => topic.stems.has(stem)).length;
        const least = isQuestion || topic.isQuestion ? 3 : 2;
        // …or every subject word of a short phrase («работа по чертежам и схемам» after «Как вы
        // работаете по чертежу или схеме…»: both raters of round 51, "repeats q4").
        const whole = shared >= 2 && shared === stems.size;
        return (shared >= least || whole) && shared * 2 >= Math.min(stems.size, topic.stems.size);
      });
    },
    add(text: string, { isQuestion = false } = {}): void {
      asked.push({ stems: subjectStemsOf(text, language), isQuestion });
    },
  };
}
