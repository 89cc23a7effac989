import { useTranslation } from 'react-i18next';
import { card, container } from '../../../components/ui-classes';

const PEOPLE = ['anna', 'james', 'dmitry'] as const;

export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="testimonials-title" className={`${container} py-16`}>
      <h2
        id="testimonials-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t('testimonials.title')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {PEOPLE.map((person) => (
          <li key={person}>
            <figure className={`${card} h-full`}>
              <blockquote className="text-slate-800">
                <p>{t(`testimonials.items.${person}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-slate-900">
                  {t(`testimonials.items.${person}.name`)}
                </span>
                <span className="block text-slate-600">
                  {t(`testimonials.items.${person}.role`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
