import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import { fieldInput, fieldLabel } from '../../../components/ui-classes';

interface AuthFieldProps {
  label: string;
  /** Also the form control's name, used to focus the first invalid field. */
  name: string;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** True unless the field may be left empty. */
  isRequired?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** A lasting hint under the field ("At least 6 characters"). */
  hint?: string;
  /** This field's own problem, shown under it. */
  error?: string;
  /** A form-level message (e.g. the server's answer) that is about this field. */
  messageId?: string;
}

/** A labelled input whose hint and error are read out with it (aria-describedby). */
export function AuthField(props: AuthFieldProps) {
  const { label, name, type = 'text', autoComplete, value, onChange, hint, error } = props;
  const { isRequired = true, placeholder } = props;
  const ids = { input: useId(), hint: useId(), error: useId() };
  const describedBy = [hint && ids.hint, error && ids.error, props.messageId]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={ids.input} className={fieldLabel}>
        {label}
      </label>
      <input
        id={ids.input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={isRequired}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error || props.messageId)}
        aria-describedby={describedBy || undefined}
        className={fieldInput}
      />
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
