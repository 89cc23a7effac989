import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../shared/constants';
import { SalaryPeriodOptions } from './salary-period-options';
import type { VacancyFields } from '../../../../shared/schemas/vacancies';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import { useStatedChoices } from '../lib/stated-choices';
import { type VacancyFormValues, useVacancyForm } from '../hooks/use-vacancy-form';
import { FormField } from '../../../components/form-field';

interface VacancyFormProps {
  initialValues: VacancyFormValues;
  isPending: boolean;
  send: (data: VacancyFields, callbacks: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  failureFallback: string;
}

const SHORT_FIELDS = ['title', 'company', 'location'] as const;
const SALARY_FIELDS = ['salaryMin', 'salaryMax'] as const;
const LONG_FIELDS: {
  field: 'description' | 'requirements' | 'benefits';
  rows: number;
  isOptional?: boolean;
}[] = [
  { field: 'description', rows: 8 },
  { field: 'requirements', rows: 5 },
  { field: 'benefits', rows: 4, isOptional: true },
];

/**
 * Create Vacancy and Edit: every field but Benefits and the salary is required; a salary is two
 * whole numbers (or both blank: not stated) with what it is paid for.
 */
export function VacancyForm(props: VacancyFormProps) {
  const { t } = useTranslation('vacancies');
  const form = useVacancyForm(props);
  const statedChoices = useStatedChoices();
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        {SHORT_FIELDS.map((field) => {
          return (
            <FormField key={field} label={t(`form.${field}`)} error={form.errorOf(field)}>
              {(label) => (
                <input
                  {...label}
                  {...form.controlProps(field)}
                  required
                  autoComplete={field === 'company' ? 'organization' : 'off'}
                  placeholder={t(`form.placeholders.${field}`)}
                  className={fieldInput}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SALARY_FIELDS.map((field) => {
          return (
            <FormField
              key={field}
              label={t(`form.${field}`)}
              hint={field === 'salaryMin' ? t('form.salaryOptional') : undefined}
              error={form.errorOf(field)}
            >
              {(label) => (
                <input
                  {...label}
                  {...form.controlProps(field)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t(`form.placeholders.${field}`)}
                  className={fieldInput}
                />
              )}
            </FormField>
          );
        })}
        <FormField label={t('form.currency')} error={form.errorOf('currency')}>
          {(label) => (
            <select {...label} {...form.controlProps('currency')} className={fieldInput}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`currencies.${code}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.salaryPeriod')} error={form.errorOf('salaryPeriod')}>
          {(label) => (
            <select {...label} {...form.controlProps('salaryPeriod')} className={fieldInput}>
              <SalaryPeriodOptions />
            </select>
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {statedChoices.map(({ field, options }) => (
          <FormField key={field} label={t(`form.${field}`)} error={form.errorOf(field)}>
            {(label) => (
              <select {...label} {...form.controlProps(field)} className={fieldInput}>
                <option value="">{t('form.notStated')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
      {LONG_FIELDS.map(({ field, rows, isOptional = false }) => {
        return (
          <FormField
            key={field}
            label={t(`form.${field}`)}
            hint={isOptional ? t('form.optional') : undefined}
            error={form.errorOf(field)}
          >
            {(label) => (
              <textarea
                {...label}
                {...form.controlProps(field)}
                required={!isOptional}
                rows={rows}
                className={fieldInput}
              />
            )}
          </FormField>
        );
      })}
      {form.failure ? <FormMessage kind="error">{form.failure}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={props.isPending}>
          {props.isPending ? props.pendingLabel : props.submitLabel}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
