import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { card, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { Benefits } from '../components/benefits';
import { FeatureCards } from '../components/feature-cards';
import { FeedbackForm } from '../components/feedback-form';
import { Hero } from '../components/hero';
import { NewsletterBox } from '../components/newsletter-box';
import { ProductShot } from '../components/product-shot';
import { Testimonials } from '../components/testimonials';

/** Anchor of the feedback section, linked as /#feedback from the contact page. */
export const FEEDBACK_SECTION_ID = 'feedback';

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('pageTitle'));
  // The page arrives prerendered: what is typed before the app takes over would be lost.
  const isHydrated = useIsHydrated();
  // Profile → Delete account lands here, signed out.
  const wasAccountDeleted = Boolean(
    (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted,
  );
  return (
    <>
      {wasAccountDeleted ? (
        <div className={`${container} pt-6`}>
          <FormMessage kind="success">{t('accountDeleted')}</FormMessage>
        </div>
      ) : null}
      <Hero />
      <ProductShot />
      <FeatureCards />
      <Benefits />
      <Testimonials />
      <div className={`${container} grid gap-8 pb-8 lg:grid-cols-[3fr_2fr]`}>
        <section
          id={FEEDBACK_SECTION_ID}
          aria-labelledby="feedback-title"
          className={`${card} scroll-mt-24`}
        >
          <h2 id="feedback-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('feedback.title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('feedback.intro')}</p>
          <fieldset disabled={!isHydrated} className="min-w-0">
            <FeedbackForm />
          </fieldset>
        </section>
        <section
          id="newsletter"
          aria-labelledby="newsletter-title"
          className={`${card} self-start scroll-mt-24`}
        >
          <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('newsletter.title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('newsletter.intro')}</p>
          <fieldset disabled={!isHydrated} className="min-w-0">
            <NewsletterBox />
          </fieldset>
        </section>
      </div>
    </>
  );
}
