import { describe, expect, it } from 'vitest';
import { passwordOf, scrubSecrets } from '../../src/server/logger';
import { findSecrets } from './support/secret-scan';

// The scanner the bundle and log tests rely on must catch what it claims to, or their green
// results mean nothing; and the logger's scrubbing must remove the same shapes.

const SHAPED = {
  'OpenAI-style key': 'const key = "sk-proj-4fJ9kQ2xLm8NpR3tVw7Yz1Ab";',
  'AWS access key id': 'accessKeyId: "AKIAIOSFODNN7EXAMPLE"',
  'private key': '-----BEGIN RSA PRIVATE KEY-----\nMIIEow...',
  'URL with a password': 'postgres://hireready:s3cret-Pa55@db.example.com/hireready',
  'high-entropy string': 'secret = "Zq81hLw0pXv3nT6yR2mK9sD4fG7jH1cB"',
};

describe('findSecrets', () => {
  it.each(Object.entries(SHAPED))('finds a %s', (kind, text) => {
    expect(findSecrets(text).map((finding) => finding.kind)).toContain(kind);
  });

  it('finds a 64-character hex secret', () => {
    const hex = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(findSecrets(`AUTH_SECRET=${hex}`).map((finding) => finding.kind)).toContain(
      'high-entropy string',
    );
  });

  it('finds a planted value wherever it is', () => {
    expect(findSecrets('xx-plain-words-xx', { planted: ['plain-words'] })).toHaveLength(1);
  });

  it('passes ordinary code: identifiers, words, inlined binary data', () => {
    const code = [
      'function useApplicationStatusBadgeTranslation(){return"applicationStatusBadge"}',
      'const message = "The request is too large (the limit is 100 KB).";',
      'const font = "AAAAAAAAAAAAAAAMAAAAAAAD/gwAyAAAAAQAAAAAAAAAAAAAAAAAA";',
    ].join('\n');
    expect(findSecrets(code)).toEqual([]);
  });

  it('leaves to the caller what counts as a harmless run (content hashes)', () => {
    const line = 'import "./application-status-badge-J4nL_KID.js"';
    expect(findSecrets(line)).not.toEqual([]);
    expect(findSecrets(line, { isAllowedRun: (run) => run.endsWith('-J4nL_KID') })).toEqual([]);
  });
});

describe("the logger's scrubbing", () => {
  it.each(Object.entries(SHAPED).filter(([kind]) => kind !== 'high-entropy string'))(
    'removes a %s from a log line',
    (_kind, text) => {
      const line = JSON.stringify({ msg: `the provider said: ${text}` });
      expect(findSecrets(scrubSecrets(line))).toEqual([]);
    },
  );

  it('removes the deployment secrets it is given, in any form a line may carry them', () => {
    const secret = 'p@ss "word" with/slash';
    const line = JSON.stringify({ msg: `connect failed: ${secret} ${encodeURIComponent(secret)}` });
    const scrubbed = scrubSecrets(line, [secret]);
    expect(scrubbed).not.toContain('with/slash');
    expect(scrubbed).not.toContain(encodeURIComponent(secret));
    expect(JSON.parse(scrubbed)).toEqual({ msg: 'connect failed: [redacted] [redacted]' });
  });

  it('removes bearer and basic credentials but keeps words that follow those words', () => {
    const line = JSON.stringify({
      msg: 'sent Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc and Basic bWFpbGVyOmh1bnRlcjI=; Basic information stays',
    });
    expect(JSON.parse(scrubSecrets(line))).toEqual({
      msg: 'sent Authorization: Bearer [redacted] and Basic [redacted]; Basic information stays',
    });
  });

  it('keeps the account of a URL and what is not a credential', () => {
    const line = JSON.stringify({ msg: 'smtp://mailer:hunter2hunter2@smtp.example.com sent' });
    expect(JSON.parse(scrubSecrets(line))).toEqual({
      msg: 'smtp://mailer:[redacted]@smtp.example.com sent',
    });
  });

  it('reads the password out of a connection URL, for the list of deployment secrets', () => {
    expect(passwordOf('smtps://mailer:p%40ss%2Fword@smtp.example.com:465')).toBe('p@ss/word');
    expect(passwordOf('postgres://hireready@db.example.com/hireready')).toBeUndefined();
    expect(passwordOf(undefined)).toBeUndefined();
    expect(passwordOf('not a url')).toBeUndefined();
  });
});
