import { useTranslation } from 'react-i18next';
import { interviewErrorOf } from '../lib/answer-failure';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useReassessInterview } from '../api/retake-question';

/**
 * Shown when questions were answered again after the assessment was written: rewrites it with the
 * best attempts. The current assessment stays on the page until the new one is stored.
 */
export function AssessmentUpdate({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation('interviews');
  const reassess = useReassessInterview(interviewId);
  return (
    <section className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 className="font-semibold text-amber-950">{t('retake.staleTitle')}</h2>
      <p className="mt-1 text-amber-950">{t('retake.staleBody')}</p>
      {reassess.isError ? (
        <FormMessage kind="error">
          {t('retake.updateFailed', {
            message: interviewErrorOf(t, reassess.error),
          })}
        </FormMessage>
      ) : null}
      <p className="mt-3">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={reassess.isPending}
          onClick={() => reassess.mutate()}
        >
          {reassess.isPending ? t('retake.updating') : t('retake.update')}
        </button>
      </p>
    </section>
  );
}
