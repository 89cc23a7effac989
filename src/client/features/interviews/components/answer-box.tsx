import { type Ref, useId } from 'react';
import { FormMessage } from '../../../components/form-message';
import { fieldInput, fieldLabel } from '../../../components/ui-classes';

/**
 * The box an answer is written in, the same on a question, a follow-up and a retake: its label,
 * an optional hint, the text area, and the reason sending failed (what was typed stays).
 */
export function AnswerBox({
  label,
  hint,
  failure,
  box,
}: {
  label: string;
  hint?: string;
  /** Why sending failed, shown under the box and read with it. */
  failure: string | null;
  box: {
    name: string;
    rows: number;
    value: string;
    onChange: (value: string) => void;
    placeholder?: string;
    /** The text area itself, for a page that moves the focus to it. */
    ref?: Ref<HTMLTextAreaElement>;
  };
}) {
  const ids = { answer: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : null, failure ? ids.error : null].filter(Boolean);
  return (
    <>
      <div>
        <label htmlFor={ids.answer} className={fieldLabel}>
          {label}
        </label>
        {hint ? (
          <p id={ids.hint} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        <textarea
          ref={box.ref}
          id={ids.answer}
          name={box.name}
          rows={box.rows}
          value={box.value}
          placeholder={box.placeholder}
          onChange={(event) => box.onChange(event.target.value)}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          className={fieldInput}
        />
      </div>
      {failure ? (
        <FormMessage kind="error" id={ids.error}>
          {failure}
        </FormMessage>
      ) : null}
    </>
  );
}
