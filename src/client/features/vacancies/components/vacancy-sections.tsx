import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VacancyDetail } from '../api/get-vacancy';

function TextSection({ title, text }: { title: string; text: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {/* Plain text with the owner's line breaks; never parsed as HTML. */}
      <p className="mt-3 break-words whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

/** Job Description, Requirements and Benefits. */
export function VacancySections({ vacancy }: { vacancy: VacancyDetail }) {
  const { t } = useTranslation('vacancies');
  return (
    <>
      <TextSection title={t('detail.description')} text={vacancy.description} />
      <TextSection title={t('detail.requirements')} text={vacancy.requirements} />
      <TextSection title={t('detail.benefits')} text={vacancy.benefits || t('detail.noBenefits')} />
    </>
  );
}
