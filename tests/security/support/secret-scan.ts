// Looks for credentials in text the world can read (the built client, log lines): the exact values
// a test planted, and anything shaped like a key whatever its value.

export interface SecretFinding {
  kind: string;
  /** The match, cut short: enough to find it, not a second copy of a secret in the test output. */
  excerpt: string;
}

const KEY_SHAPES: Array<{ kind: string; pattern: RegExp }> = [
  { kind: 'OpenAI-style key', pattern: /\bsk-[A-Za-z0-9_-]{16,}/g },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
  {
    // A password the logger already replaced with "[redacted]" is not one.
    kind: 'URL with a password',
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|smtps?|amqps?|https?):\/\/[^\s:@/"'`]+:(?!\[redacted\]@)[^\s@/"'`]+@/g,
  },
];

/** Long runs of base64 or hex: what a secret looks like when it has no telltale prefix. */
const OPAQUE_RUN = /[A-Za-z0-9+/_-]{32,}={0,2}/g;
const MIN_BITS_PER_CHAR = 4.2;
const MIN_HEX_BITS_PER_CHAR = 3.5;
/** No character makes up more than this share of a random key of 32+ characters. */
const MAX_CHAR_SHARE = 0.15;

function bitsPerChar(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function mostFrequentShare(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  return Math.max(...counts.values()) / text.length;
}

/** A run that looks random: mixed letters and digits, with the entropy of a generated key. */
export function isHighEntropy(run: string): boolean {
  const isHex = /^[0-9a-f]+$/i.test(run);
  if (isHex) return bitsPerChar(run) >= MIN_HEX_BITS_PER_CHAR;
  const hasDigit = /\d/.test(run);
  const hasLower = /[a-z]/.test(run);
  const hasUpper = /[A-Z]/.test(run);
  // Identifiers and words (camelCase names, kebab-case paths) are long but not random.
  if (!hasDigit || !hasLower || !hasUpper) return false;
  // Binary data inlined as base64 (fonts, colour profiles) repeats "A" for its zero bytes.
  if (mostFrequentShare(run) > MAX_CHAR_SHARE) return false;
  return bitsPerChar(run) >= MIN_BITS_PER_CHAR;
}

function excerpt(match: string): string {
  return match.length > 16 ? `${match.slice(0, 12)}…(${match.length} chars)` : match;
}

export function findSecrets(
  text: string,
  options: {
    /** Values planted in the environment, which must never appear. */
    planted?: readonly string[];
    /** Opaque runs known to be harmless here (content hashes), by exact value. */
    isAllowedRun?: (run: string) => boolean;
  } = {},
): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const value of options.planted ?? []) {
    if (text.includes(value)) findings.push({ kind: 'planted secret', excerpt: excerpt(value) });
  }
  for (const { kind, pattern } of KEY_SHAPES) {
    for (const match of text.matchAll(pattern)) findings.push({ kind, excerpt: excerpt(match[0]) });
  }
  for (const match of text.matchAll(OPAQUE_RUN)) {
    const run = match[0];
    if (!isHighEntropy(run) || options.isAllowedRun?.(run)) continue;
    findings.push({ kind: 'high-entropy string', excerpt: excerpt(run) });
  }
  return findings;
}
