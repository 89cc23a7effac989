import type { Toast } from '../hooks/use-toast';

/**
 * Where a toast appears. The live region stays in the page while empty, so a screen reader
 * announces each message as it arrives; errors are also styled as such.
 */
export function ToastMessage({ toast }: { toast: Toast | null }) {
  const tone =
    toast?.kind === 'error' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900';
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {toast ? (
        <p className={`rounded-lg px-4 py-3 text-sm font-medium ${tone}`}>{toast.text}</p>
      ) : null}
    </div>
  );
}
