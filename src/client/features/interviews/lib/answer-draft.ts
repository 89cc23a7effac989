// An answer typed and not yet sent, kept in this tab's session storage per interview and question,
// so a reload or leaving the interview for now does not lose it. Removed once the answer is sent;
// never sent anywhere.

const keyOf = (interviewId: string, order: number) => `hireready.draft.${interviewId}.${order}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(interviewId: string, order: number): string {
  try {
    return storage()?.getItem(keyOf(interviewId, order)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the draft of one question, or forgets it when it is empty. */
export function keepDraft(interviewId: string, draft: { order: number; answer: string }): void {
  try {
    const store = storage();
    if (!store) return;
    if (draft.answer.trim() === '') store.removeItem(keyOf(interviewId, draft.order));
    else store.setItem(keyOf(interviewId, draft.order), draft.answer);
  } catch {
    // A full or blocked storage keeps nothing; the box still holds the text.
  }
}
