import { type FormEvent, useId, useState } from 'react';
import type { ZodType } from 'zod';
import { fieldErrorsOf } from '../../../lib/form-validation';
import { authFailureOf } from '../auth-failure';
import { type FieldProblem, useFieldProblems } from './use-field-problems';

/** The parts of a TanStack mutation a form needs. */
interface MutationState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  reset(): void;
}

export type Checked<Data> = { data: Data } | { problems: Record<string, FieldProblem> };

/** Checks input with a shared schema: the data to send, or each field's problem. */
export function checkWith<Data>(schema: ZodType<Data>, input: unknown): Checked<Data> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { data: parsed.data } : { problems: fieldErrorsOf(parsed.error) };
}

/**
 * What every account form does alike: hold the typed values, check them before sending (showing
 * each field's problem and focusing the first), send once at a time, and turn a refusal into a
 * message tied to its field. The typed values are never cleared by a failure.
 */
export function useAuthForm<Field extends string, Data>(options: {
  initialValues: () => Record<Field, string>;
  mutation: MutationState;
  check: (values: Record<Field, string>) => Checked<Data>;
  send: (data: Data) => void;
  /** The spec's "Failed to …" message for failures the server did not explain. */
  failureFallback: string;
}) {
  const { mutation } = options;
  const [values, setValues] = useState(options.initialValues);
  const problems = useFieldProblems();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = options.check(values);
    if ('problems' in checked) {
      mutation.reset();
      problems.show(event.currentTarget, checked.problems);
      return;
    }
    problems.clearAll();
    options.send(checked.data);
  };

  const failure = mutation.isError ? authFailureOf(mutation.error, options.failureFallback) : null;

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      problems.clear(field);
      // A success message no longer describes what is on screen once the user edits again.
      if (mutation.isSuccess) mutation.reset();
    },
    error: problems.messageOf(field),
    messageId: failure?.field === field ? messageId : undefined,
  });

  return { values, setValues, problems, failure, messageId, handleSubmit, fieldProps };
}
