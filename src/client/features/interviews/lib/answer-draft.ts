// An answer typed and not yet sent, kept in this tab's session storage per interview and question,
// so a reload or leaving the interview for now does not lose it. Removed once the answer is sent;
// never sent anywhere.

/** A question's own answer, or the answer to the coach's follow-up on it. */
export type DraftPart = 'answer' | 'follow-up';

/** Which draft: a question's answer (its order), or a part of it. */
type DraftAt = number | { order: number; part?: DraftPart };

const keyOf = (interviewId: string, at: DraftAt) => {
  const { order, part = 'answer' } = typeof at === 'number' ? { order: at } : at;
  return `hireready.draft.${interviewId}.${order}${part === 'answer' ? '' : `.${part}`}`;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(interviewId: string, at: DraftAt): string {
  try {
    return storage()?.getItem(keyOf(interviewId, at)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the draft of one question, or forgets it when it is empty. */
export function keepDraft(
  interviewId: string,
  draft: { order: number; answer: string; part?: DraftPart },
): void {
  try {
    const store = storage();
    if (!store) return;
    const key = keyOf(interviewId, draft);
    if (draft.answer.trim() === '') store.removeItem(key);
    else store.setItem(key, draft.answer);
  } catch {
    // A full or blocked storage keeps nothing; the box still holds the text.
  }
}

const skippedKey = (interviewId: string, order: number) =>
  `hireready.follow-up-skipped.${interviewId}.${order}`;

/** Remembers, in this tab, that the coach's follow-up on a question was skipped. */
export function keepFollowUpSkipped(interviewId: string, order: number): void {
  try {
    storage()?.setItem(skippedKey(interviewId, order), '1');
  } catch {
    // Nothing kept: after a reload the follow-up is offered again, and can be skipped again.
  }
}

/** Whether the coach's follow-up on a question was skipped in this tab. */
export function wasFollowUpSkipped(interviewId: string, order: number): boolean {
  try {
    return storage()?.getItem(skippedKey(interviewId, order)) === '1';
  } catch {
    return false;
  }
}
