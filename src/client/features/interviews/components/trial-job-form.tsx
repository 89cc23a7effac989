import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import { type Language, parseLanguage } from '../../../../shared/language';
import { FormField } from '../../../components/form-field';
import { buttonClass, fieldInput } from '../../../components/ui-classes';

export interface TrialJob {
  jobTitle: string;
  jobDescription: string;
  language: Language;
}

interface TrialJobFormProps {
  initial: TrialJob;
  isAsking: boolean;
  onAsk: (job: TrialJob) => void;
}

/** The job to be asked about: a title (typed or one of the examples), a description if at hand. */
export function TrialJobForm({ initial, isAsking, onAsk }: TrialJobFormProps) {
  const { t } = useTranslation(['tryQuestion', 'interviews']);
  const [jobTitle, setJobTitle] = useState(initial.jobTitle);
  const [jobDescription, setJobDescription] = useState(initial.jobDescription);
  const [language, setLanguage] = useState(initial.language);
  const examples = t('examples', { returnObjects: true }) as string[];

  const ask = (title: string) =>
    onAsk({ jobTitle: title.trim(), jobDescription: jobDescription.trim(), language });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isAsking) ask(jobTitle);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormField label={t('form.jobTitle')}>
        {(control) => (
          <input
            {...control}
            name="jobTitle"
            value={jobTitle}
            onChange={(event) => setJobTitle(event.target.value)}
            className={fieldInput}
          />
        )}
      </FormField>
      <div>
        <p className="text-sm text-slate-700">{t('form.examples')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {examples.map((example) => (
            <li key={example}>
              <button
                type="button"
                disabled={isAsking}
                onClick={() => {
                  setJobTitle(example);
                  ask(example);
                }}
                className="rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm text-indigo-800 hover:bg-indigo-50 disabled:opacity-60"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <FormField label={t('form.description')} hint={t('form.descriptionHint')}>
        {(control) => (
          <textarea
            {...control}
            name="jobDescription"
            rows={4}
            value={jobDescription}
            onChange={(event) => setJobDescription(event.target.value)}
            className={fieldInput}
          />
        )}
      </FormField>
      <FormField label={t('form.language')}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={language}
            onChange={(event) => setLanguage(parseLanguage(event.target.value))}
            className={fieldInput}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`interviews:languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" disabled={isAsking} className={buttonClass('primary')}>
        {isAsking ? t('form.asking') : t('form.ask')}
      </button>
    </form>
  );
}
