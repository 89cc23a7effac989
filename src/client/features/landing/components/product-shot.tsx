import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { container, textLink } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';

/**
 * A picture of the product: the trial question with the coach's feedback, taken from the app in
 * the page's language (`npm run screenshots:landing`). Lazy, so it costs the first paint nothing.
 */
export function ProductShot() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  return (
    <section aria-labelledby="shot-title" className={`${container} pt-16`}>
      <div className="grid items-center gap-8 md:grid-cols-[2fr_3fr]">
        <div>
          <h2
            id="shot-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t('shot.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('shot.text')}</p>
          <Link to={paths.tryQuestion} className={`${textLink} mt-4 inline-block`}>
            {t('shot.link')}
          </Link>
        </div>
        <img
          src={`/landing/try-question-${language}.jpg`}
          alt={t('shot.alt')}
          width={688}
          height={1014}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md rounded-2xl border border-slate-200 shadow-lg"
        />
      </div>
    </section>
  );
}
