import { describe, expect, it } from 'vitest';
import { resources } from '../lib/resources';

type Json = string | { [key: string]: Json };

const clientFiles = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<Json>('../../shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'ru'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** namespace → language → file content, from every locale file on disk. */
function namespacesOnDisk() {
  const byNamespace = new Map<string, Map<string, Json>>();
  for (const [file, content] of Object.entries({ ...clientFiles, ...sharedFiles })) {
    const [language, name] = file.split('/').slice(-2);
    const namespace = name!.replace(/\.json$/, '');
    if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
    byNamespace.get(namespace)!.set(language!, content);
  }
  return byNamespace;
}

/** Flattens nested keys to "a.b.c" → value; a non-string, non-object value is reported. */
function flatten(node: Json, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node !== 'object' || node === null) return into.set(prefix, node);
  for (const [key, value] of Object.entries(node))
    flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Plural forms (key_one, key_few…) collapse to their base key, as i18next resolves them. */
function byBaseKey(flat: Map<string, unknown>) {
  const bases = new Map<string, { forms: string[]; placeholders: Set<string> }>();
  for (const [key, value] of flat) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[1];
    const base = suffix ? key.slice(0, -suffix.length - 1) : key;
    const entry = bases.get(base) ?? { forms: [], placeholders: new Set<string>() };
    if (suffix) entry.forms.push(suffix);
    if (typeof value === 'string') placeholdersOf(value).forEach((p) => entry.placeholders.add(p!));
    bases.set(base, entry);
  }
  return bases;
}

const namespaces = [...namespacesOnDisk()];
/** Namespaces only the server writes (mail, stored fallbacks, the results PDF); shipping them to the browser would be waste. */
const SERVER_ONLY_NAMESPACES = new Set(['emails', 'coach', 'results']);

describe('locale files', () => {
  it('exist for both languages in every namespace, and every namespace is bundled', () => {
    for (const [namespace, files] of namespaces) {
      expect([...files.keys()].sort(), namespace).toEqual([...LANGUAGES]);
    }
    const bundled = namespaces
      .map(([namespace]) => namespace)
      .filter((n) => !SERVER_ONLY_NAMESPACES.has(n));
    expect(bundled.sort()).toEqual(Object.keys(resources.en).sort());
  });

  describe.each(namespaces)('namespace %s', (namespace, files) => {
    const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(files.get(lang)!)]));

    it.each(LANGUAGES)('has only non-empty texts in %s', (language) => {
      for (const [key, value] of flat[language]!) {
        expect(typeof value, `${namespace}:${key} (${language})`).toBe('string');
        expect((value as string).trim(), `${namespace}:${key} (${language}) is empty`).not.toBe('');
      }
    });

    it('has the same keys and placeholders in English and Russian', () => {
      const en = byBaseKey(flat.en!);
      const ru = byBaseKey(flat.ru!);
      expect([...ru.keys()].sort(), `${namespace}: keys differ`).toEqual([...en.keys()].sort());
      for (const [key, entry] of en) {
        expect(
          [...(ru.get(key)?.placeholders ?? [])].sort(),
          `${namespace}:${key} placeholders`,
        ).toEqual([...entry.placeholders].sort());
      }
    });

    it.each(LANGUAGES)('has every plural form %s needs', (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, entry] of byBaseKey(flat[language]!)) {
        if (entry.forms.length === 0) continue;
        expect(entry.forms.sort(), `${namespace}:${key} (${language})`).toEqual(
          [...categories].sort(),
        );
      }
    });
  });

  it('never puts a full stop right after a date: a Russian date ends in «г.» («27 нояб. 2026 г.. Статус»)', () => {
    for (const [namespace, files] of namespacesOnDisk()) {
      const russian = files.get('ru');
      if (!russian) continue;
      for (const [key, value] of flatten(russian)) {
        if (typeof value !== 'string') continue;
        expect(value, `${namespace}:${key} (ru)`).not.toMatch(/\{\{\s*\w*date\w*\s*\}\}\./i);
      }
    }
  });
});
