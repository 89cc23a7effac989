import { type Language, parseLanguage } from '../../../shared/language';
import { readingMinutes } from '../../../shared/post-date';
import { plainText } from './markdown';

/**
 * Minutes to read a post's Markdown in its language. It needs the post rendered to plain text,
 * the dearest step of showing a card, so it is worked out when the content is written and stored
 * with it.
 */
export function readingMinutesFrom(content: string, language: Language | string): number {
  const words = plainText(content).split(' ').filter(Boolean).length;
  return readingMinutes(words, parseLanguage(language));
}
