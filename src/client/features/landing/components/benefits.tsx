import { useTranslation } from 'react-i18next';
import { container } from '../../../components/ui-classes';

const BENEFITS = ['tailored', 'feedback', 'assessment', 'languages', 'openSource'] as const;

export function Benefits() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-16">
      <div className={container}>
        <h2
          id="benefits-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {t('benefits.title')}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 size-5 shrink-0 fill-indigo-600"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
              </svg>
              <span className="text-slate-700">{t(`benefits.items.${benefit}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
