interface FormMessageProps {
  kind: 'success' | 'error';
  id?: string;
  children: string;
}

/** Outcome of a form: success is announced politely (status), errors at once (alert). */
export function FormMessage({ kind, id, children }: FormMessageProps) {
  if (kind === 'success') {
    return (
      <p
        id={id}
        role="status"
        className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
      >
        {children}
      </p>
    );
  }
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      {children}
    </p>
  );
}
