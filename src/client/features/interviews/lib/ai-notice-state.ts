import { type AiNotice, aiNoticeSchema } from '../../../../shared/schemas/interviews';

// The start of an interview answers with the notice, but the interview page shows it: the
// new-interview form hands it over in the router's location state.

/** The location state that opens an interview with the notice its start came with. */
export function interviewNoticeState(notice: AiNotice): { aiNotice: AiNotice } {
  return { aiNotice: notice };
}

/** The notice carried in a location state, if it holds a well-formed one. */
export function aiNoticeOf(state: unknown): AiNotice | null {
  const parsed = aiNoticeSchema.safeParse((state as { aiNotice?: unknown } | null)?.aiNotice);
  return parsed.success ? parsed.data : null;
}
