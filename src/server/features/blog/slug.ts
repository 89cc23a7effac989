// Post addresses: /blog/how-to-answer-behavioural-questions. Cyrillic titles are transliterated
// (the scheme of Russian passports, ICAO Doc 9303), so "Как пройти собеседование" becomes
// "kak-proiti-sobesedovanie" rather than a run of percent escapes.

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

export const SLUG_MAX_LENGTH = 80;

/** A lower-case ASCII slug of letters, digits and single hyphens; "post" if nothing is left. */
export function slugify(title: string): string {
  const transliterated = [...title.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const slug = transliterated
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'post';
}

/** The slug, or the first of slug-2, slug-3… that `isTaken` says is free. */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let suffix = 2; ; suffix += 1) {
    const tail = `-${suffix}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - tail.length).replace(/-+$/g, '')}${tail}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
