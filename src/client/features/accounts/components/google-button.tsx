import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useAppConfig } from '../../../lib/app-config';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import {
  continueGoogleSignInHere,
  type GoogleSignInOutcome,
  signInWithGooglePopup,
} from '../api/google-sign-in';
import { destinationAfterSignIn } from '../after-sign-in';
import { googleErrorKey } from '../google-error';

type Problem = Exclude<GoogleSignInOutcome, { status: 'signed-in' }>;

/**
 * "Sign in/up with Google" in a popup. Until the server says Google is configured the button
 * stays disabled, and when it is not (or the server cannot tell us) a visible note says why.
 */
export function GoogleButton({ intent }: { intent: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('accounts');
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const noteId = useId();
  const isAvailable = config.data?.googleSignIn === true;
  const note = config.isError
    ? t('google.unavailable')
    : config.data?.googleSignIn === false
      ? t('google.notConfigured')
      : null;

  const handleClick = async () => {
    setProblem(null);
    setIsBusy(true);
    const outcome = await signInWithGooglePopup();
    setIsBusy(false);
    if (outcome.status !== 'signed-in') {
      setProblem(outcome);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate(destinationAfterSignIn(location.state), { replace: true });
  };

  return (
    <div>
      <button
        type="button"
        className={`${buttonClass('secondary')} w-full`}
        disabled={!isAvailable || isBusy}
        aria-describedby={note ? noteId : undefined}
        onClick={() => void handleClick()}
      >
        <GoogleMark />
        {isBusy
          ? t('google.waiting')
          : intent === 'signIn'
            ? t('google.signIn')
            : t('google.signUp')}
      </button>
      {note ? (
        <p id={noteId} className="mt-2 text-center text-sm text-slate-600">
          {note}
        </p>
      ) : null}
      {problem ? (
        <div className="mt-3">
          <FormMessage kind="error">{t(messageKey(problem))}</FormMessage>
          {problem.status === 'blocked' ? (
            <button
              type="button"
              className={`${buttonClass('secondary', 'sm')} mt-2 w-full`}
              onClick={continueGoogleSignInHere}
            >
              {t('google.continueHere')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function messageKey(problem: Problem) {
  if (problem.status === 'cancelled') return 'google.cancelled';
  if (problem.status === 'blocked') return 'google.popupBlocked';
  return googleErrorKey(problem.error);
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}
