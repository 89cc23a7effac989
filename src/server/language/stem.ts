// Word stems for English and Russian, so "microservices" finds "microservice" and "разработки"
// finds "разработка". Snowball does the work; a stem it cuts to fewer than four letters ("опыт" →
// "оп") is replaced by a light cut of inflections, so short words still meet their other forms.
import snowball from 'snowball-stemmers';
import { isCyrillic, normaliseText, stemWord as stemLightly, tokenize } from './text';

const english = snowball.newStemmer('english');
const russian = snowball.newStemmer('russian');
const MIN_STEM_LENGTH = 4;
const cache = new Map<string, string>();
const MAX_CACHE = 50_000;

/** The stem of one word, lower case, ё as е. Tokens with digits or symbols stay whole. */
export function stem(word: string): string {
  const normalised = normaliseText(word);
  const cached = cache.get(normalised);
  if (cached !== undefined) return cached;
  const result = computeStem(normalised);
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(normalised, result);
  return result;
}

function computeStem(word: string): string {
  if (!/^[\p{L}'-]+$/u.test(word)) return word;
  const isRussian = isCyrillic(word);
  const stemmed = (isRussian ? russian : english).stem(word);
  if (stemmed.length >= MIN_STEM_LENGTH || stemmed.length === word.length) return stemmed;
  return stemLightly(word);
}

/** Stems of every word of a text, in order. */
export function stemText(text: string): string[] {
  return tokenize(text).map(stem);
}
