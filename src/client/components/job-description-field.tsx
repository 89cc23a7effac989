import { FormField } from './form-field';
import { fieldInput } from './ui-classes';

interface JobDescriptionFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The pasted job description an interview or a resume is tailored to: required, eight rows tall. */
export function JobDescriptionField({
  label,
  placeholder,
  value,
  onChange,
}: JobDescriptionFieldProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          name="jobDescription"
          required
          rows={8}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInput}
        />
      )}
    </FormField>
  );
}
