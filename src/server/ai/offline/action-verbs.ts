// Finds the things the candidate says they did ("I migrated", "я внедрил") and what the team
// did ("we shipped", "мы запустили"), to tell an answer with actions from one with intentions.
import type { Lexicon } from '../../language/lexicon';

export interface ActionVerbs {
  /** Verbs the candidate did personally. */
  own: string[];
  /** Verbs done by "we". */
  team: string[];
}

// Words that may sit between the pronoun and the verb ("I then built", "я сам написал").
export const BRIDGES: ReadonlySet<string> = new Set([
  'then',
  'also',
  'first',
  'personally',
  'quickly',
  'finally',
  'just',
  'сам',
  'сама',
  'сразу',
  'сначала',
  'затем',
  'потом',
  'также',
  'тоже',
  'лично',
]);
const OTHERS = new Set([
  'он',
  'она',
  'они',
  'оно',
  'коллега',
  'руководитель',
  'менеджер',
  'клиент',
  'заказчик',
  'это',
  'что',
  'который',
  'которая',
  'которые',
]);
const RUSSIAN_PAST = /(л|ла|ли|лся|лась|лись)$/;
/** First person singular, present: «проверяю», «звоню», «пишу». */
const RUSSIAN_PRESENT_FIRST = /\p{L}{2,}(?:аю|яю|ую|юю|ею|ю|у)$/u;

function isEnglishAction(word: string, lexicon: Lexicon): boolean {
  if (lexicon.nonActionVerbs.includes(word)) return false;
  return lexicon.actionVerbs.includes(word) || /^[a-z]{2,}ed$/.test(word);
}

function findEnglish(tokens: readonly string[], lexicon: Lexicon): ActionVerbs {
  const result: ActionVerbs = { own: [], team: [] };
  tokens.forEach((token, index) => {
    const isSelf = lexicon.selfPronouns.includes(token);
    if (!isSelf && !lexicon.teamPronouns.includes(token)) return;
    let next = index + 1;
    while (BRIDGES.has(tokens[next] ?? '')) next += 1;
    const verb = tokens[next] ?? '';
    if (isEnglishAction(verb, lexicon)) (isSelf ? result.own : result.team).push(verb);
  });
  return result;
}

function findRussian(tokens: readonly string[], lexicon: Lexicon): ActionVerbs {
  const result: ActionVerbs = { own: [], team: [] };
  tokens.forEach((token, index) => {
    // «сначала», «потом» sit between the pronoun and the verb: words of time, not verbs («-ла»).
    if (BRIDGES.has(token)) return;
    // "я звоню", "я проверяю": what the candidate does as a rule, the way a method is told.
    let before = index - 1;
    while (BRIDGES.has(tokens[before] ?? '')) before -= 1;
    if (tokens[before] === 'я' && RUSSIAN_PRESENT_FIRST.test(token)) {
      if (!lexicon.nonActionVerbs.includes(token)) result.own.push(token);
      return;
    }
    if (!RUSSIAN_PAST.test(token) || lexicon.nonActionVerbs.includes(token)) return;
    let previousIndex = index - 1;
    while (BRIDGES.has(tokens[previousIndex] ?? '')) previousIndex -= 1;
    const previous = tokens[previousIndex] ?? '';
    const isKnownVerb = lexicon.actionVerbs.some((stem) => token.startsWith(stem));
    const hasPronoun =
      lexicon.selfPronouns.includes(previous) || lexicon.teamPronouns.includes(previous);
    if (!isKnownVerb && !hasPronoun) return;
    // "релиз сократился" is about the release; "я бы решил" is what they would do, not did.
    if (OTHERS.has(previous) || (!hasPronoun && /(ся|сь)$/.test(token))) return;
    if (tokens[index - 1] === 'бы' || tokens[index + 1] === 'бы' || previous === 'бы') return;
    // "ничего не ввела", "чуть не ввела": not done.
    if (tokens[index - 1] === 'не') return;
    const isTeam = lexicon.teamPronouns.includes(previous) || /(ли|лись)$/.test(token);
    (isTeam ? result.team : result.own).push(token);
  });
  return result;
}

/** Action verbs in normalised tokens, separated into the candidate's own and the team's. */
export function findActionVerbs(
  tokens: readonly string[],
  options: { lexicon: Lexicon; isRussian: boolean },
): ActionVerbs {
  const verbs = options.isRussian
    ? findRussian(tokens, options.lexicon)
    : findEnglish(tokens, options.lexicon);
  return { own: [...new Set(verbs.own)], team: [...new Set(verbs.team)] };
}
