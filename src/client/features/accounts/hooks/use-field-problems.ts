import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import type { ErrorCode } from '../../../../shared/errors';
import { fieldErrorsOf, focusFirstField } from '../../../lib/form-validation';

/** An ErrorCode from the shared schemas, or a check only the form can make. */
export type FieldProblem = ErrorCode | 'passwords_mismatch';

/** Per-field messages found before sending; shown under each field and focused in page order. */
export function useFieldProblems() {
  const { t } = useTranslation(['accounts', 'errors']);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});

  /** Shows `found` (replacing earlier problems) and focuses the first field that has one. */
  const show = (form: HTMLFormElement, found: Record<string, FieldProblem>) => {
    setProblems(found);
    focusFirstField(form, Object.keys(found));
  };

  return {
    show,
    showSchemaErrors: (form: HTMLFormElement, error: ZodError) => show(form, fieldErrorsOf(error)),
    clearAll: () => setProblems({}),
    /** Forgets a field's problem once the user edits it. */
    clear: (field: string) =>
      setProblems((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    messageOf: (field: string): string | undefined => {
      const problem = problems[field];
      if (!problem) return undefined;
      return problem === 'passwords_mismatch'
        ? t('accounts:newPassword.mismatch')
        : t(`errors:${problem}`, { fields: field });
    },
  };
}
