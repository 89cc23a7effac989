import type { ReactNode } from 'react';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import type { AuthFailure } from '../auth-failure';

interface AuthFormEndProps {
  /** The refusal of the last attempt; `messageId` ties it to the field it is about. */
  failure: AuthFailure | null;
  messageId: string;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Shown between the refusal and the button (a success message). */
  children?: ReactNode;
}

/** How the sign-in, sign-up and reset forms end: the refusal, if any, then a full-width submit. */
export function AuthFormEnd(props: AuthFormEndProps) {
  const { failure, messageId, isPending, submitLabel, pendingLabel, children } = props;
  return (
    <>
      {failure ? (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      ) : null}
      {children}
      <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
