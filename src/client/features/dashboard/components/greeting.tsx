import { useTranslation } from 'react-i18next';

/** "Welcome, Anna", or "Welcome, User" when the name is unknown. */
export function Greeting({ userName, className }: { userName: string | null; className?: string }) {
  const { t } = useTranslation('dashboard');
  const name = userName?.trim() || t('defaultName');
  return <p className={className}>{t('greeting', { name })}</p>;
}
