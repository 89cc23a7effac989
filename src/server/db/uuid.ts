const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; one that is not a UUID names nothing (and never reaches a uuid column). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
