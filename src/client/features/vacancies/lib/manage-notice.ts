/** What another page tells Manage Vacancies it just did (router location state). */
export type ManageNotice = 'updated' | 'deleted';

export function manageNoticeState(notice: ManageNotice): { vacancyNotice: ManageNotice } {
  return { vacancyNotice: notice };
}

export function manageNoticeOf(state: unknown): ManageNotice | null {
  const notice = (state as { vacancyNotice?: unknown } | null)?.vacancyNotice;
  return notice === 'updated' || notice === 'deleted' ? notice : null;
}
