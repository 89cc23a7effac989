import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';
import { card, primaryButton } from './ui-classes';

interface ComingSoonProps {
  /** Names the feature, e.g. "The blog is coming soon". */
  title: string;
  /** What the feature will let the user do. */
  description: string;
}

/** Placeholder for a feature that arrives in a later release; always offers a way home. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <section className={`${card} max-w-2xl`} aria-labelledby={titleId}>
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
        {t('comingSoon.badge')}
      </p>
      <h2 id={titleId} className="mt-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{description}</p>
      <Link to={paths.home} className={`${primaryButton} mt-6`}>
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
