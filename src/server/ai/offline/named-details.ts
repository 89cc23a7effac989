// The names an answer gives of its own (a place, a firm, a product, a ship, a person), as it writes
// them: the detail a recruiter reads as "this happened somewhere real". Feedback may quote them as
// what makes a good answer concrete, so only what is certainly a name counts: a capitalised word
// inside a sentence (never a sentence's or a line's first word, never the start of quoted speech),
// or a short name in guillemets («Директум»), and never one the question or the posting already
// gave. Calendar words are capitalised in English without being details of the answer.
const CALENDAR = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'christmas', 'easter',
]); // prettier-ignore

/** "Saturday" or "Saturdays", "Easter": capitalised without being a name. */
const isCalendarWord = (word: string) =>
  CALENDAR.has(word.toLowerCase()) || CALENDAR.has(word.toLowerCase().replace(/s$/u, ''));

/** A capitalised word: an upper-case letter then a lower-case one ("Royston", not "RAF" or "I"). */
const CAPITALISED = /^[\p{Lu}][\p{Ll}][\p{L}'’.-]*$/u;
/**
 * A short word with a capital after its lower-case letters is an abbreviation, not a name ("PhD":
 * the twenty-first panel's read, "real names such as “PhD”", both readers).
 */
const ABBREVIATION = /^(?=[\p{L}]{2,4}$)\p{Lu}\p{Ll}+\p{Lu}/u;
/** "WebSocket-сообщений": a term from another script with a Russian ending is not a name. */
const MIXED_SCRIPTS = /(?=.*\p{Script=Latin})(?=.*\p{Script=Cyrillic})/u;
const MAX_NAME_WORDS = 3;
/** Small words that stay inside a name between two capitalised ones. */
const CONNECTORS = new Set(['of', 'the', 'and', 'upon', 'on', 'de', 'la', 'du', 'von', 'van']);
const MAX_NAMES = 2;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** The sentences and lines of a text, each a list of its words as written. */
function clauses(text: string): string[][] {
  return text.split(/(?<=[.!?;:…]["'»”’)]?)\s+|\n+|\s[—–-]\s/u).map((clause) =>
    clause
      .trim()
      .split(/\s+/u)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)),
  );
}

function capitalisedRuns(answer: string): string[] {
  const runs: string[] = [];
  for (const words of clauses(answer)) {
    let run: string[] = [];
    // A name may start with the clause's first word ("Home Front", "Tom Bennett"): a run that
    // follows a capitalised first word is never taken without it.
    let partial = false;
    const close = () => {
      if (run.length > 0 && run.length <= MAX_NAME_WORDS && !partial) runs.push(run.join(' '));
      run = [];
      partial = false;
    };
    let quoted = false;
    words.forEach((raw, index) => {
      // Quoted speech starts with a capital; so does whatever follows an opening quote or bracket.
      // Words in guillemets are read as a whole, by guillemetNames.
      const opensQuote = /^["'“‘«(]/u.test(raw);
      if (/^«/u.test(raw)) quoted = true;
      if (quoted) {
        if (/»/u.test(raw)) quoted = false;
        close();
        return;
      }
      const word = raw.replace(/[,.;:!?)»”’"]+$/u, '');
      if (
        index > 0 &&
        !opensQuote &&
        CAPITALISED.test(word) &&
        !ABBREVIATION.test(word) &&
        !MIXED_SCRIPTS.test(word) &&
        !isCalendarWord(word)
      ) {
        if (index === 1 && CAPITALISED.test(words[0] ?? '')) partial = true;
        run.push(word);
        // A name ends where its punctuation does ("Clifton, then Bristol").
        if (word !== raw) close();
      } else if (
        run.length > 0 &&
        CONNECTORS.has(raw) &&
        CAPITALISED.test((words[index + 1] ?? '').replace(/[,.;:!?)»”’"]+$/u, ''))
      ) {
        // "Bank of England", "Running the Room": one name (or a title, too long to quote).
        run.push(raw);
      } else if (run.length > 0 && /^\d+\p{L}?$/u.test(word)) {
        // "Year 9", "Room 4": the number belongs to the name.
        run.push(word);
        close();
      } else {
        close();
      }
    });
    close();
  }
  return runs;
}

/**
 * Short names in guillemets: «Директум», «Контур.Фокус», «Горки Ленинские» — every word
 * capitalised, no punctuation of speech, and not introduced or followed as speech is
 * («Спасибо», — сказала; она ответила: «Хорошо»).
 */
function guillemetNames(answer: string): string[] {
  return [...answer.matchAll(/(:\s*)?«([^«»]{2,30})»(\s*,?\s*[—–-])?/gu)]
    .filter((match) => !match[1] && !match[3])
    .map((match) => match[2]!.trim())
    .filter((name) => {
      const words = name.split(/\s+/u);
      return (
        words.length <= 2 &&
        !/[,!?…]|\.$/u.test(name) &&
        words.every((word) => CAPITALISED.test(word) && !MIXED_SCRIPTS.test(word))
      );
    });
}

export function findNamedDetails(options: {
  answer: string;
  /** Text the answer was given (the question, the job's title and posting): not its own names. */
  given: readonly string[];
}): string[] {
  const givenWords = new Set(options.given.flatMap(wordsOf));
  const names = [...guillemetNames(options.answer), ...capitalisedRuns(options.answer)];
  const seen = new Set<string>();
  return names
    .filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return wordsOf(name).every((word) => !givenWords.has(word));
    })
    .slice(0, MAX_NAMES);
}

/**
 * A one-word Russian name in an oblique case («Москву», «Ивановскую», «Пятёрочке»): quoted after
 * «вроде» it reads wrong (the sixteenth panel's read: «Конкретные названия вроде «Москву»»), and an
 * adjective cut from a name of two words reads as none («Нового» of «Нового года»: the nineteenth).
 */
const OBLIQUE_RU =
  /^\p{Script=Cyrillic}+(?:у|ю|е|ы|ой|ей|ом|ем|ым|им|ого|его|ому|ему|ами|ями|ах|ях)$/u;

/** The names the feedback may quote as they stand: none cut to a Russian oblique case. */
export function quotableNames(names: readonly string[] | undefined): string[] {
  return (names ?? []).filter((name) => !OBLIQUE_RU.test(name.trim()));
}
