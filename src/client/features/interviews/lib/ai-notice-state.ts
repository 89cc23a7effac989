import type { AiNotice } from '../../../../shared/schemas/interviews';

// The start of an interview answers with the notice, but the interview page shows it: the
// new-interview form hands it over in the router's location state.

/** The location state that opens an interview with the notice its start came with. */
export function interviewNoticeState(notice: AiNotice): { aiNotice: AiNotice } {
  return { aiNotice: notice };
}

/** The notice carried in a location state, if it holds a well-formed one. */
export function aiNoticeOf(state: unknown): AiNotice | null {
  // Checked by hand, not with aiNoticeSchema: the page would otherwise load zod to read its own
  // location state.
  const notice = (state as { aiNotice?: Partial<Record<keyof AiNotice, unknown>> } | null)
    ?.aiNotice;
  if (
    notice?.code !== 'ai_daily_limit' ||
    typeof notice.message !== 'string' ||
    typeof notice.resetsAt !== 'string'
  ) {
    return null;
  }
  return { code: notice.code, message: notice.message, resetsAt: notice.resetsAt };
}
