import { type ReactNode, useId } from 'react';
import { fieldLabel } from './ui-classes';

/** What a control needs to be labelled and to read out its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A lasting hint under the control ("Optional", "At least 6 characters"). */
  hint?: string;
  /** The field's own problem, shown under it and read out with the control. */
  error?: string;
  /** A form-level message (e.g. the server's answer) that is about this field. */
  messageId?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control (input, textarea or select) and its hint and error. */
export function FormField(props: FormFieldProps) {
  const { label, hint, error, messageId, className, children } = props;
  const ids = { control: useId(), hint: useId(), error: useId() };
  const describedBy = [hint && ids.hint, error && ids.error, messageId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={fieldLabel}>
        {label}
      </label>
      {children({
        id: ids.control,
        'aria-invalid': Boolean(error || messageId),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
