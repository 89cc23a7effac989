import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormField } from '../../../components/form-field';
import { fieldInput } from '../../../components/ui-classes';

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
  const { isRequired = true, placeholder, messageId } = props;
  return (
    <FormField label={label} hint={hint} error={error} messageId={messageId}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={isRequired}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInput}
        />
      )}
    </FormField>
  );
}
