import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VacancyStatus } from '../../../../shared/schemas/vacancies';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useDeleteVacancy } from '../api/delete-vacancy';
import { useSetVacancyStatus } from '../api/set-vacancy-status';
import type { Toast } from '../hooks/use-toast';
import { describeApiError } from '../../../lib/describe-api-error';

interface OwnerActionsProps {
  vacancy: { id: string; title: string; status: VacancyStatus };
  /** Says what happened (the new status, a failure). */
  onMessage: (toast: Toast) => void;
  /** Called once the vacancy is gone; focus is the caller's to move. */
  onDeleted: () => void;
  /** In a list, each button's name also carries the vacancy's title. */
  isInList?: boolean;
}

/** The owner's toggle, Edit, Delete (after the spec's confirm dialog) and View Applications. */
export function OwnerActions({
  vacancy,
  onMessage,
  onDeleted,
  isInList = false,
}: OwnerActionsProps) {
  const { t } = useTranslation('vacancies');
  const setStatus = useSetVacancyStatus();
  const remove = useDeleteVacancy();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setIsConfirming(false);
    deleteButton.current?.focus();
  };
  const nextStatus: VacancyStatus = vacancy.status === 'active' ? 'inactive' : 'active';
  /** A control labelled `label`, whose name in a list also says which vacancy it acts on. */
  const named = (label: string) => ({
    'aria-label': isInList ? `${label} ${vacancy.title}` : undefined,
    children: label,
  });

  const toggle = () =>
    setStatus.mutate(
      { id: vacancy.id, status: nextStatus },
      {
        onSuccess: ({ vacancy: saved }) =>
          onMessage({ kind: 'success', text: t(`statusNow.${saved.status}`) }),
        onError: (error) =>
          onMessage({
            kind: 'error',
            text: describeApiError(error, { fallback: t('owner.statusFailed') }).message,
          }),
      },
    );

  const confirmDelete = () =>
    remove.mutate(vacancy.id, {
      onSuccess: () => {
        setIsConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        closeDialog();
        onMessage({
          kind: 'error',
          text: describeApiError(error, { fallback: t('owner.deleteFailed') }).message,
        });
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={setStatus.isPending}
        onClick={toggle}
        {...named(t(vacancy.status === 'active' ? 'owner.deactivate' : 'owner.activate'))}
      />
      <Link
        to={paths.dashboardVacancyEdit(vacancy.id)}
        className={buttonClass('secondary', 'sm')}
        {...named(t('owner.edit'))}
      />
      <button
        ref={deleteButton}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => setIsConfirming(true)}
        {...named(t('owner.delete'))}
      />
      <Link
        to={paths.dashboardVacancyApplications(vacancy.id)}
        className={buttonClass('primary', 'sm')}
        {...named(t('owner.viewApplications'))}
      />
      {isConfirming ? (
        <ConfirmDialog
          title={t('deleteDialog.title')}
          message={t('deleteDialog.message')}
          confirmLabel={t('deleteDialog.confirm')}
          cancelLabel={t('deleteDialog.cancel')}
          pendingLabel={t('deleteDialog.deleting')}
          isPending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={closeDialog}
        />
      ) : null}
    </div>
  );
}
