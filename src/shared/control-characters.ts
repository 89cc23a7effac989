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

/** How deep a request body may nest; real bodies use a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * The paths ("title", "answers.2.text") of every string in a JSON value that holds a control
 * character, at most `limit` of them; object keys are checked as well. Walked with a list, not
 * by recursion, so a body nested thousands deep cannot overflow the stack.
 */
export function findControlCharacterFields(value: unknown, limit = 5): string[] {
  const found: string[] = [];
  const pending: { current: unknown; path: string }[] = [{ current: value, path: '' }];
  while (pending.length > 0 && found.length < limit) {
    const { current, path } = pending.pop() as { current: unknown; path: string };
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(path || 'body');
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ current: current[index], path: path ? `${path}.${index}` : String(index) });
      }
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (hasControlCharacter(key)) found.push(path || 'body');
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push({ current: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return [...new Set(found)].slice(0, limit);
}

/** Whether a JSON value nests arrays and objects deeper than `max` levels (walked without recursion). */
export function isNestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: { current: unknown; depth: number }[] = [{ current: value, depth: 0 }];
  while (pending.length > 0) {
    const { current, depth } = pending.pop() as { current: unknown; depth: number };
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) {
      pending.push({ current: item, depth: depth + 1 });
    }
  }
  return false;
}
