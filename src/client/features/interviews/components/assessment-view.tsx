import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { card } from '../../../components/ui-classes';
import { parseAssessment, spansOf } from '../lib/assessment-markdown';

/** A line of the assessment as React text nodes, with `**bold**` kept. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {spansOf(text).map((span, index) =>
        span.isBold ? (
          <strong key={index}>{span.text}</strong>
        ) : (
          <Fragment key={index}>{span.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Where the results page's link to the assessment leads. */
export const ASSESSMENT_ID = 'overall-assessment';

/** 'Overall Assessment', one part per markdown heading; the untrusted text is never HTML. */
export function AssessmentView({ assessment }: { assessment: string | null }) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const sections = assessment ? parseAssessment(assessment) : [];
  return (
    <section id={ASSESSMENT_ID} aria-labelledby={titleId} className={`${card} mt-8 scroll-mt-4`}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('results.assessment')}
      </h2>
      {sections.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('results.missingAssessment')}</p>
      ) : (
        sections.map((section, sectionIndex) => (
          <div key={sectionIndex} className="mt-5">
            {section.heading !== null ? (
              <h3 className="text-lg font-semibold text-slate-900">
                <RichText text={section.heading} />
              </h3>
            ) : null}
            {section.blocks.map((block, blockIndex) =>
              block.kind === 'paragraph' ? (
                <p key={blockIndex} className="mt-2 text-slate-800">
                  <RichText text={block.text} />
                </p>
              ) : (
                <ul key={blockIndex} className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <RichText text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </div>
        ))
      )}
    </section>
  );
}
