import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { formatBytes } from './format';
import { errorMessage } from './messages';

describe('errorMessage', () => {
  it('has a message in both languages for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      expect(errorMessage(code, { language: 'en' })).not.toBe('');
      expect(errorMessage(code, { language: 'ru' })).not.toBe('');
      expect(errorMessage(code, { language: 'ru' })).not.toBe(
        errorMessage(code, { language: 'en' }),
      );
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('payload_too_large', { language: 'en', params: { limit: '100 KB' } })).toBe(
      'The request is too large (the limit is 100 KB). Please shorten it and try again.',
    );
    expect(errorMessage('payload_too_large', { language: 'ru' })).toContain('{{limit}}');
  });
});

describe('formatBytes', () => {
  it.each([
    [512, 'en', '512 bytes'],
    [102_400, 'en', '100 KB'],
    [102_400, 'ru', '100 КБ'],
    [5 * 1024 * 1024, 'en', '5 MB'],
    [1536, 'ru', '1,5 КБ'],
  ] as const)('%d in %s → %s', (bytes, language, expected) => {
    expect(formatBytes(bytes, language)).toBe(expected);
  });
});
