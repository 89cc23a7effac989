import { useId } from 'react';
import { fieldLabel } from '../../../components/ui-classes';

interface ListSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled select beside a list (sort, filter) that applies as soon as it changes. */
export function ListSelect<Value extends string>(props: ListSelectProps<Value>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={fieldLabel}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options.find((option) => option.value === event.target.value);
          if (chosen) props.onChange(chosen.value);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
