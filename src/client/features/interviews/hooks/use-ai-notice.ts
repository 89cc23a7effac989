import { useState } from 'react';
import type { AiNotice } from '../../../../shared/schemas/interviews';

/**
 * The daily-AI-limit notice of an interview: the latest one the server sent, shown until the
 * user dismisses it. Each later answer of the same day comes with the notice again; once
 * dismissed, only a new limit (another day's) brings it back.
 */
export function useAiNotice(initial: AiNotice | null) {
  const [latest, setLatest] = useState(initial);
  const [dismissedResetsAt, setDismissedResetsAt] = useState<string | null>(null);
  const notice = latest && latest.resetsAt !== dismissedResetsAt ? latest : null;
  return {
    notice,
    /** Keeps the notice a response came with; a response without one changes nothing. */
    show: (next: AiNotice | undefined) => {
      if (next) setLatest(next);
    },
    dismiss: () => setDismissedResetsAt(latest?.resetsAt ?? null),
  };
}
