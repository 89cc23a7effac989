import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../shared/errors';
import { type VacancyFields, vacancyInputSchema } from '../../../../shared/schemas/vacancies';
import { describeApiError } from '../../../lib/describe-api-error';
import { fieldErrorsOf, focusFirstField } from '../../../lib/form-validation';

export const VACANCY_FIELDS = [
  'title',
  'company',
  'location',
  'salaryMin',
  'salaryMax',
  'currency',
  'salaryPeriod',
  'description',
  'requirements',
  'benefits',
  'workMode',
  'employmentType',
  'experienceLevel',
] as const;
export type VacancyField = (typeof VACANCY_FIELDS)[number];
export type VacancyFormValues = Record<VacancyField, string>;

/** Refusals about one field: the form shows them under that field. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, VacancyField>> = {
  vacancy_title_required: 'title',
  job_title_too_long: 'title',
  vacancy_company_required: 'company',
  vacancy_company_too_long: 'company',
  vacancy_location_required: 'location',
  vacancy_location_too_long: 'location',
  salary_min_required: 'salaryMin',
  salary_max_required: 'salaryMax',
  salary_range_invalid: 'salaryMax',
  salary_period_invalid: 'salaryPeriod',
  currency_invalid: 'currency',
  vacancy_description_required: 'description',
  job_description_too_long: 'description',
  vacancy_requirements_required: 'requirements',
  vacancy_requirements_too_long: 'requirements',
  vacancy_benefits_too_long: 'benefits',
  work_mode_invalid: 'workMode',
  employment_type_invalid: 'employmentType',
  experience_level_invalid: 'experienceLevel',
};

export const EMPTY_VACANCY: VacancyFormValues = {
  title: '',
  company: '',
  location: '',
  salaryMin: '',
  salaryMax: '',
  currency: 'RUB',
  salaryPeriod: 'month',
  description: '',
  requirements: '',
  benefits: '',
  workMode: '',
  employmentType: '',
  experienceLevel: '',
};

/**
 * The vacancy form's state: values, a check with the shared schema before sending (each field's
 * message under it, focus on the first), and the server's refusal tied to its field when it is
 * about one. What was typed is never cleared by a failure.
 */
export function useVacancyForm(options: {
  initialValues: VacancyFormValues;
  isPending: boolean;
  send: (data: VacancyFields, callbacks: { onError: (error: unknown) => void }) => void;
  /** The spec's "Failed to …" message for failures the server did not explain. */
  failureFallback: string;
}) {
  const { t } = useTranslation('errors');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initialValues);
  const [problems, setProblems] = useState<Partial<Record<VacancyField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const showProblems = (found: Partial<Record<VacancyField, string>>) => {
    setProblems(found);
    if (formRef.current) focusFirstField(formRef.current, Object.keys(found));
  };

  const handleServerError = (error: unknown) => {
    const failure = describeApiError(error, { fallback: options.failureFallback });
    const field = failure.code ? FIELD_OF_CODE[failure.code] : undefined;
    if (failure.serverMessage && field) return showProblems({ [field]: failure.serverMessage });
    setFailure(failure.message);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (options.isPending) return;
    setFailure(null);
    const parsed = vacancyInputSchema.safeParse(values);
    if (!parsed.success) {
      const codes = fieldErrorsOf(parsed.error);
      const found: Partial<Record<VacancyField, string>> = {};
      for (const field of VACANCY_FIELDS) {
        const code = codes[field];
        if (code) found[field] = t(code);
      }
      return showProblems(found);
    }
    setProblems({});
    options.send(parsed.data, { onError: handleServerError });
  };

  const change = (field: VacancyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field answers its problem; the others stay until the next check.
    setProblems((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  /** What a field's input, textarea or select takes: its name, value and change handler. */
  const controlProps = (field: VacancyField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return {
    formRef,
    failure,
    handleSubmit,
    controlProps,
    errorOf: (field: VacancyField) => problems[field],
  };
}
