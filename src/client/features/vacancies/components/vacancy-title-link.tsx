import { Link } from 'react-router';
import type { VacancyState } from '../../../../shared/schemas/vacancies';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';

interface VacancyTitleLinkProps {
  /** A deleted vacancy has no id left. */
  vacancy: { id: string | null; title: string; status: VacancyState };
}

/** The title of a vacancy the user saved or applied to: a link while it is active, plain text after. */
export function VacancyTitleLink({ vacancy }: VacancyTitleLinkProps) {
  // Only an active vacancy can be opened by someone other than its owner.
  const openableId = vacancy.status === 'active' ? vacancy.id : null;
  if (!openableId) return vacancy.title;
  return (
    <Link to={paths.vacancy(openableId)} className={textLink}>
      {vacancy.title}
    </Link>
  );
}
