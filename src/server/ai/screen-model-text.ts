// What a model writes reaches the candidate as the coach's words. A model that followed text
// slipped into its prompt (a vacancy's description, a resume) can be made to write "Your
// HireReady session expired: sign in again at http://evil.example/login". The coach's feedback,
// follow-ups, questions and assessments never need a link or an account detail, so a sentence
// carrying a link or asking for sign-in or payment details is dropped before anyone sees it.

/**
 * A web or mail address: a scheme, "www.", an e-mail, a lower-case host with a path, or a bare
 * lower-case host on a common top-level domain. "Node.js/Express", "ASP.NET/Core" and "Socket.io"
 * are no addresses: a stack's names are written with capitals or on no such domain.
 */
const LINK = new RegExp(
  [
    String.raw`\b(?:https?|ftp):\/\/`,
    String.raw`\bwww\.[\p{L}\d-]+\.`,
    String.raw`[\w.+-]+@[\w-]+\.\p{L}{2,}`,
  ].join('|'),
  'iu',
);
const HOST = new RegExp(
  [
    String.raw`(?<![\p{L}\d.-])[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|net|org|info|biz|xyz|app|dev|site|online|top|link|live|help|support|click|co|me|io|ru|su|рф|uk|de|fr|eu|us|example)\/`,
    String.raw`(?<![\p{L}\d.-])[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|net|org|info|biz|xyz|app|site|online|top|link|live|help|support|click|ru|su|рф|example)(?![\p{L}\d])`,
  ].join('|'),
  'u',
);

/** Asking the reader to sign in, or for a password, a code or a card. */
const CREDENTIAL_ASK = new RegExp(
  [
    String.raw`\b(?:sign|log)\s*(?:in|on|back\s+in)\s+(?:again|here|now|below|to\s+continue|to\s+your\s+account)\b`,
    String.raw`\bsession\s+(?:has\s+)?(?:expired|timed\s+out)`,
    // "your" close before an account secret, whatever the verb ("reply with your password").
    String.raw`\byour\s+(?:\S+\s+){0,2}(?:password|passcode|credentials|login\s+details|verification\s+code|one-time\s+code|security\s+code|card\s+(?:number|details)|CVV|PIN)\b`,
    String.raw`\bcode\s+(?:that\s+)?we\s+(?:just\s+)?(?:sent|texted|emailed)`,
    String.raw`(?:войдите|авторизуйтесь|залогиньтесь)\s+(?:снова|заново|ещё\s+раз|еще\s+раз|повторно|по\s+ссылке|в\s+(?:свой\s+)?(?:аккаунт|учётную|учетную|личный\s+кабинет))`,
    String.raw`сесси\p{L}*\s+(?:истекл|завершен|закончил)`,
    String.raw`(?:введите|укажите|отправьте|подтвердите|сообщите|пришлите|обновите)\s+(?:\S+\s+){0,2}(?:парол|логин|код\p{L}*\s+(?:подтверждения|из\s+смс)|данные\s+карты|номер\s+карты|CVV|PIN)`,
    String.raw`(?:ваш|свой)\p{L}*\s+(?:\S+\s+)?(?:парол|данные\s+карты|номер\s+карты|код\p{L}*\s+(?:подтверждения|из\s+смс))`,
  ].join('|'),
  'iu',
);

/** Whether a text asks for sign-in, password, code or card details. */
export function asksForCredentials(text: string): boolean {
  return CREDENTIAL_ASK.test(text);
}

/** Whether a text carries a link or asks for sign-in, password, code or card details. */
export function isUnsafeModelText(text: string): boolean {
  return LINK.test(text) || HOST.test(text) || CREDENTIAL_ASK.test(text);
}

// A sentence ends at ".", "!", "?" or "…" followed by a space, or at a line break (a list item, a
// heading); the spaces and the break stay with the sentence before them.
const SENTENCE_END = /[.!?…]+\s+|\n/gu;

function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

/** The text without its sentences that carry a link or ask for credentials, and how many went. */
export function screenModelText(text: string): { text: string; dropped: number } {
  let dropped = 0;
  const kept = splitSentences(text).filter((sentence) => {
    if (!isUnsafeModelText(sentence)) return true;
    dropped += 1;
    return false;
  });
  return { text: dropped === 0 ? text : kept.join('').trim(), dropped };
}

/**
 * A streamed model reply, screened sentence by sentence: each sentence is passed on once it is
 * complete and safe, so a dropped one is never shown, even for a moment.
 */
export async function* screenModelStream(stream: AsyncIterable<string>): AsyncIterable<string> {
  let pending = '';
  for await (const chunk of stream) {
    pending += chunk;
    // Everything up to the last sentence end is complete; the rest may still grow.
    const end = lastSentenceEnd(pending);
    if (end === 0) continue;
    const complete = pending.slice(0, end);
    pending = pending.slice(end);
    const safe = splitSentences(complete).filter((sentence) => !isUnsafeModelText(sentence));
    if (safe.length > 0) yield safe.join('');
  }
  if (pending.length > 0 && !isUnsafeModelText(pending)) yield pending;
}

function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return end;
}
