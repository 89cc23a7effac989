import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { VacancyDetail, VacancyViewer } from '../api/get-vacancy';
import { useShare } from '../hooks/use-share';
import type { Toast } from '../hooks/use-toast';
import { signInReturnState } from '../lib/sign-in-return';
import { ApplicationState } from './application-state';
import { BookmarkIcon, SaveButton } from './save-button';
import { LoadingStatus } from '../../../components/loading-status';

// Opened on request: its code (the resume picker included) comes when the form opens, not with
// the vacancy page (the page's JavaScript budget, docs/benchmarks.md).
const ApplyForm = lazy(() =>
  import('./apply-form').then((module) => ({ default: module.ApplyForm })),
);

/** The hash that asks the page to open the application form (kept through signing in). */
const APPLY_HASH = '#apply';

interface VisitorActionsProps {
  vacancy: VacancyDetail;
  viewer: VacancyViewer;
  onMessage: (toast: Toast) => void;
  /**
   * While the viewer is not known yet (a page the server rendered as a guest sees it, until the
   * browser has asked as whoever is signed in), the buttons wait: a guest's Save would send a
   * signed-in user to the sign-in page.
   */
  isWaiting?: boolean;
}

/**
 * Save, Share and Apply Now for anyone but the owner. A guest who saves or applies signs in
 * first and comes back here (to the open application form, when applying).
 */
export function VisitorActions({
  vacancy,
  viewer,
  onMessage,
  isWaiting = false,
}: VisitorActionsProps) {
  const { t } = useTranslation('vacancies');
  const location = useLocation();
  const navigate = useNavigate();
  const share = useShare(onMessage);
  const canApply = viewer.isSignedIn && viewer.application === null;
  const [isApplying, setIsApplying] = useState(canApply && location.hash === APPLY_HASH);
  const applyButton = useRef<HTMLButtonElement>(null);
  const hasJustApplied = useRef(false);

  const signInFirst = (hash?: string) =>
    void navigate(paths.signIn, { state: signInReturnState(location, hash) });

  const shareVacancy = () =>
    void share({
      title: vacancy.title,
      text: t('detail.shareText', { title: vacancy.title, company: vacancy.company }),
      url: new URL(paths.vacancy(vacancy.id), window.location.origin).href,
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        {viewer.isSignedIn ? (
          <SaveButton vacancyId={vacancy.id} isSaved={viewer.isSaved} onMessage={onMessage} />
        ) : (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={isWaiting}
            onClick={() => signInFirst()}
          >
            <BookmarkIcon isFilled={false} />
            {t('detail.save')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={isWaiting}
          onClick={shareVacancy}
        >
          {t('detail.share')}
        </button>
        {viewer.application === null ? (
          <button
            ref={applyButton}
            type="button"
            aria-expanded={viewer.isSignedIn ? isApplying : undefined}
            className={buttonClass('primary')}
            disabled={isWaiting}
            onClick={() => (viewer.isSignedIn ? setIsApplying(true) : signInFirst(APPLY_HASH))}
          >
            {t('apply.open')}
          </button>
        ) : null}
      </div>
      {viewer.application ? (
        <ApplicationState
          application={viewer.application}
          ref={(node) => {
            if (node && hasJustApplied.current) {
              hasJustApplied.current = false;
              node.focus();
            }
          }}
        />
      ) : null}
      {canApply && isApplying ? (
        <Suspense fallback={<LoadingStatus />}>
          <ApplyForm
            vacancyId={vacancy.id}
            onApplied={() => {
              hasJustApplied.current = true;
              setIsApplying(false);
              onMessage({ kind: 'success', text: t('apply.success') });
            }}
            onCancel={() => {
              setIsApplying(false);
              applyButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
