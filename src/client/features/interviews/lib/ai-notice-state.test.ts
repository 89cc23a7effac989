import { describe, expect, it } from 'vitest';
import { aiNoticeOf, interviewNoticeState } from './ai-notice-state';

// The new-interview form hands the daily-limit notice to the interview page in the router's
// location state; the page shows it only when the state holds a whole notice.

const NOTICE = {
  code: 'ai_daily_limit' as const,
  message: 'The AI daily limit is reached; the offline coach wrote these questions.',
  resetsAt: '2026-11-26T00:00:00.000Z',
};

describe('the AI notice in the location state', () => {
  it('reads back the notice the form handed over', () => {
    expect(aiNoticeOf(interviewNoticeState(NOTICE))).toEqual(NOTICE);
  });

  it.each([
    ['no state', null],
    ['a state without a notice', { from: '/dashboard' }],
    ['another code', { aiNotice: { ...NOTICE, code: 'other' } }],
    ['a missing message', { aiNotice: { code: NOTICE.code, resetsAt: NOTICE.resetsAt } }],
    ['a time that is not text', { aiNotice: { ...NOTICE, resetsAt: 0 } }],
  ])('shows nothing for %s', (_case, state) => {
    expect(aiNoticeOf(state)).toBeNull();
  });

  it('keeps only the notice’s own fields', () => {
    expect(aiNoticeOf({ aiNotice: { ...NOTICE, extra: '<script>' } })).toEqual(NOTICE);
  });
});
