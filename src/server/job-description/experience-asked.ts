// The experience a posting asks for in its own words ("experience in commercial kitchens",
// "have worked on live water, gas or other utility networks", «опыт работы оператором харвестера
// от 1 года»), so the opening question of a job of no known field can ask where the candidate got
// it. Only experience the posting requires: a sentence that calls it a plus, says it is not
// needed or promises training is about something the candidate may not have, and a question that
// assumes it would read as meant for someone else (round 7 of the question rating).

const MIN_WORDS = 3;
const MAX_WORDS = 12;

const ENGLISH =
  /(?<![\p{L}])(?:(?:\d+\+?\s+years?(?:'|’)?\s+)?experience\s+(?:in|of|with|on|as|(?=\p{L}+ing\s))|(?:have|having|has)\s+worked\s+(?:in|on|with|as))\s*[^.;:!?\n]+/giu;
// "8+ years' hydrographic survey experience", "at least three years of professional bench
// experience": the kind of experience named before the word, after how long.
const ENGLISH_YEARS_OF =
  /(?<![\p{L}\d])(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:or more\s+)?(?:years?|months?)(?:'|’)?\s+(?:of\s+)?((?:[\p{L}-]+\s+){1,3}experience(?:\s+(?:(?:in|of|with|on|as|at)\s+|(?=\p{L}+ing\s))[^.;:!?\n]+)?)/giu;
const RUSSIAN =
  /(?<![\p{L}])опыт(?:ом|а)?(?:\s+работы)?\s+(?:(?:от|не менее)\s+\S+\s+(?:лет|года|год)\s+)?(?:с|со|в|во|на|по|\p{L}+(?:ом|ем|ой))(?![\p{L}])[^.;:!?\n]*/giu;
// «опыт работы сомелье от 5 лет», «опыт обвалки от 1 года», «опыт наладки станков с ЧПУ от 2
// лет»: whatever the kind of experience is, a length of time after it says it is required.
const RUSSIAN_FOR_TIME =
  /(?<![\p{L}])опыт(?:ом|а)?(?:\s+работы)?(?:\s+[\p{L}-]+){1,5}?\s+(?:от|не менее|более)\s+\S+\s+(?:лет|года|год|месяцев|месяца|сезона|сезонов)(?![\p{L}])[^.;:!?\n]*/giu;
// A sentence where the experience is a wish, not a requirement (also one that opens with "if":
// "If you have worked in construction or labour hire and are keen, still reach out").
const NOT_REQUIRED =
  /^\s*(?:[-•*]\s*)?(?:if|если)\s|prefer|advantage|a plus|(?:a|an) (?:big |real |huge )?plus|bonus|desirable|nice to have|helpful|useful|welcome|not (?:essential|required|necessary)|(?<![\p{L}])counts(?![\p{L}])|засчитыва|no experience|will train|we train|training (?:is )?(?:provided|given)|желательн|приветству|будет (?:\p{L}+ )?плюсом|преимуществ|не обязател|без опыта|обучим|научим|не требуется|не нуж\p{L}*|not needed/iu;
// Where a requirement goes on to what would be best ("…, ideally in retail", «…, желательно в …»).
const WISH_AFTER = /,\s(?:ideally|preferably|лучше|желательно|предпочтительно)(?![\p{L}])/iu;
// Where the quoted experience stops: the rest of the sentence says how much or how sure.
const STOP = new RegExp(
  String.raw`,?\s(?:eg|ie|such as|including|like)(?![\p{L}])|${WISH_AFTER.source}|\s(?:is|are|would|will|as well|and (?:a|an|the|you|we)|or (?:a|an) similar|to join|to work|for at least)\s|,\s(?:but|and you|and we|plus|as well)\s|,\s(?:из них|в том числе|either|who|which|where|который|которая|которые|где)(?![\p{L}])|\s[–—-]\s`,
  'iu',
);

function words(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** The experience a posting requires, as it words it: at most three, in order, without repeats. */
export function findExperienceAsked(description: string): string[] {
  const found: string[] = [];
  // "e.g." and "i.e." end no sentence.
  const text = description
    .replace(/(?<![\p{L}])e\.g\.?/giu, 'eg')
    .replace(/(?<![\p{L}])i\.e\.?/giu, 'ie');
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/u)) {
    // A remark in brackets about another thing ("(film handling is a big plus)") does not make
    // the sentence's experience a wish; a bracketed word or two ("(preferred)") does.
    const remarksOut = sentence.replace(/\(([^)]*)\)/gu, (remark, inner: string) =>
      words(inner) <= 2 ? remark : '',
    );
    // «…от 3 лет, желательно в монолитном строительстве»: what the posting would like best is
    // said after the requirement, and does not make it a wish.
    const beforeWish = remarksOut.split(WISH_AFTER)[0] ?? remarksOut;
    if (NOT_REQUIRED.test(beforeWish)) continue;
    const matches = [
      ...[
        ...sentence.matchAll(ENGLISH),
        ...sentence.matchAll(RUSSIAN),
        ...sentence.matchAll(RUSSIAN_FOR_TIME),
      ].map((match) => ({
        at: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
        text: match[0],
        keepsLength: false,
      })),
      ...[...sentence.matchAll(ENGLISH_YEARS_OF)].map((match) => {
        const kind = match[1] ?? '';
        // "5 years' keeping experience": a kind of two words says enough only with its length.
        const keepsLength = words(kind.split(STOP)[0] ?? kind) < MIN_WORDS;
        const at = (match.index ?? 0) + (keepsLength ? 0 : match[0].length - kind.length);
        const end = (match.index ?? 0) + match[0].length;
        return { at, end, text: sentence.slice(at, end), keepsLength };
      }),
    ].sort((a, b) => a.at - b.at);
    // One stretch of the sentence is one experience ("3 years' post-graduate experience in paper
    // conservation" matches both ways): the first found keeps it.
    const taken: Array<{ at: number; end: number }> = [];
    for (const match of matches) {
      if (taken.some((other) => match.at < other.end && other.at < match.end)) continue;
      taken.push(match);
      let phrase = match.text.replace(/\s*\([^)]*\)?/gu, '').trim();
      const stop = phrase.search(STOP);
      if (stop > 0) phrase = phrase.slice(0, stop);
      // …and never on a word that joins it to what was cut ("…or labour hire and").
      phrase = phrase.replace(/[\s,]+$/u, '').replace(/(?:\s+(?:and|or|и|или|а))+$/iu, '');
      // A sentence split inside an abbreviation ("working knowledge of I.S. 3218") leaves a lone
      // letter at the end: the phrase stops at the comma before it, or is not quoted.
      if (/\s\p{L}$/u.test(phrase)) {
        const comma = phrase.lastIndexOf(', ');
        phrase = comma > 0 ? phrase.slice(0, comma) : '';
      }
      if (!match.keepsLength) phrase = phrase.replace(/^\d+\+?\s+years?(?:'|’)?\s+/iu, '');
      // "3 years of experience fitting kitchens": the kind starts after "of".
      phrase = phrase.replace(/^of\s+/iu, '');
      if (words(phrase) < MIN_WORDS || words(phrase) > MAX_WORDS) continue;
      // «с опытом работы…» is quoted as the posting asks for it: «опыт работы…».
      const quoted = (phrase.charAt(0).toLowerCase() + phrase.slice(1)).replace(
        /^опыт(?:ом|а)(?![\p{L}])/u,
        'опыт',
      );
      if (!found.includes(quoted)) found.push(quoted);
    }
  }
  return found.slice(0, 3);
}
