import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CreateVacancyPanel } from '../components/create-vacancy-panel';
import { OwnedVacancyList } from '../components/owned-vacancy-list';
import { ToastMessage } from '../components/toast-message';
import { useToast } from '../hooks/use-toast';
import { manageNoticeOf } from '../lib/manage-notice';

/** /dashboard/vacancies: Create Vacancy and the owner's list. The layout supplies the heading. */
export function ManageVacanciesPage() {
  const { t } = useTranslation('vacancies');
  const location = useLocation();
  const navigate = useNavigate();
  // Edit and the detail page's Delete come back here saying what they did.
  const [notice] = useState(() => manageNoticeOf(location.state));
  const { toast, show } = useToast(
    notice ? { kind: 'success', text: t(`manage.${notice}`) } : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The notice is said once: a reload or a step back through history must not repeat it.
  useEffect(() => {
    if (notice) void navigate(location.pathname, { replace: true, state: null });
  }, [notice, navigate, location.pathname]);

  return (
    <div>
      <CreateVacancyPanel onCreated={() => show({ kind: 'success', text: t('manage.created') })} />
      <div className="mb-4">
        <ToastMessage toast={toast} />
      </div>
      <OwnedVacancyList
        headingRef={headingRef}
        onMessage={show}
        onDeleted={() => {
          show({ kind: 'success', text: t('manage.deleted') });
          headingRef.current?.focus();
        }}
      />
    </div>
  );
}
