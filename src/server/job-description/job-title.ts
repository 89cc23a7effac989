// A posting's title as a person would say it: "Verger (part-time, 24 hours per week)" is a
// verger, "Ramp Agent – Seasonal (Winnipeg YWG)" a ramp agent, «Пекарь (хлебозавод, ночные
// смены)» a baker. What the title adds in brackets or after a dash is the shift, the place or the
// employer's sector, which a question does not say aloud and which does not name the job's field.

/** The title without what it adds in brackets or after a dash or a comma. */
export function mainTitle(title: string): string {
  const text = title
    .replace(/\s*[([][^)\]]*[)\]]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const head = text.split(/\s[–—-]\s|\s\|\s|,\s/u)[0]?.trim() ?? '';
  return /\p{L}{2}/u.test(head) ? head : title.trim();
}

/** What the title adds to its main part: its brackets, and what follows a dash or a comma. */
export function titleQualifiers(title: string): string {
  const brackets = [...title.matchAll(/[([]([^)\]]*)[)\]]/gu)].map((match) => match[1] ?? '');
  const text = title
    .replace(/\s*[([][^)\]]*[)\]]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const separator = text.search(/\s[–—-]\s|\s\|\s|,\s/u);
  const tail = mainTitle(title) === title.trim() || separator === -1 ? '' : text.slice(separator);
  return [...brackets, tail.replace(/^[\s–—|,-]+/u, '')].filter(Boolean).join(' ');
}
