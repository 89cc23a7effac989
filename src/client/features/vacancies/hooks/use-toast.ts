import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../../../shared/constants';

export interface Toast {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A short message that clears itself after TOAST_DURATION_MS (spec §9: 3 seconds). `initial`
 * is shown on arrival (what the previous page did).
 */
export function useToast(initial: Toast | null = null) {
  const [toast, setToast] = useState<Toast | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const startTimer = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), TOAST_DURATION_MS);
  };

  useEffect(() => {
    if (initial) startTimer();
    return () => clearTimeout(timer.current);
    // Only the message the page arrived with starts here; later ones start in show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (next: Toast) => {
    setToast(next);
    startTimer();
  };

  return { toast, show };
}
