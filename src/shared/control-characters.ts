// Text a person typed never holds control characters other than tab and line breaks; a NUL byte
// (which PostgreSQL refuses in text) or an escape code comes from a broken client or a probe.
// Every request's text fields are checked here, in one place, and refused with a clear 400.

// C0 controls except tab, line feed and carriage return; DEL; C1 controls. Matching control
// characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The paths ("title", "answers.2.text") of every string in a JSON value that holds a control
 * character, at most `limit` of them; object keys are checked as well.
 */
export function findControlCharacterFields(value: unknown, limit = 5): string[] {
  const found: string[] = [];
  const visit = (current: unknown, path: string) => {
    if (found.length >= limit) return;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(path || 'body');
      return;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)));
      return;
    }
    if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) found.push(path || 'body');
        visit(item, path ? `${path}.${key}` : key);
      }
    }
  };
  visit(value, '');
  return [...new Set(found)];
}
