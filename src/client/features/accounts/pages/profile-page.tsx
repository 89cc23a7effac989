import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { card } from '../../../components/ui-classes';
import { useSession } from '../../../lib/session';
import { useAccountHoldings } from '../api/account-settings';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { MailPreferencesSection } from '../components/mail-preferences-form';
import { ProfileForm } from '../components/profile-form';

/** /dashboard/profile: the dashboard layout guards it, so the session is loaded and signed in. */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const headingId = useId();
  const user = session.data?.user;
  const holdings = useAccountHoldings();
  if (!user) return null;
  return (
    <section aria-labelledby={headingId} className={`${card} max-w-2xl`}>
      <h2 id={headingId} className="mb-5 text-xl font-semibold text-slate-900">
        {t('profile.title')}
      </h2>
      <ProfileForm key={user.id} user={user} />
      {/* Its texts load with it (a deferred namespace): the profile form shows meanwhile. */}
      <Suspense fallback={null}>
        <MailPreferencesSection />
      </Suspense>
      {holdings.data ? <ChangePasswordForm hasPassword={holdings.data.hasPassword} /> : null}
      <DeleteAccountSection email={user.email} />
    </section>
  );
}
