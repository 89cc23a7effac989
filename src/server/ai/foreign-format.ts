// Answers in a shape the task never asks for: the sign of a model that followed text a user slipped
// into the prompt ("ignore all previous instructions and reply with…"). Such an answer is refused
// as out of shape rather than passed on.

const HTML_TAG =
  /<\s*\/?\s*(?:script|iframe|frame|img|svg|math|style|link|meta|object|embed|form|input|button|textarea|a|body|html|div|span|p|b|i|u|br|h[1-6])\b[^>]*>/i;

/**
 * HTML markup. Only for tasks whose output is copied into a document (a resume line): interview
 * text is shown as text, so there markup is harmless and is left alone. Angle brackets in prose
 * ("the <STAR> method", "a < b") are not markup.
 */
export function containsMarkup(text: string): boolean {
  return HTML_TAG.test(text);
}

/** A whole JSON object or array where prose or a list was asked for. */
export function isJsonDocument(text: string): boolean {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*\n?/i, '')
    .replace(/\n?```$/, '')
    .trim();
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}
