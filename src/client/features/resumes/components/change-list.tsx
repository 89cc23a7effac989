import { useTranslation } from 'react-i18next';
import type { ResumeChange } from '../../../../shared/schemas/resumes';

/** Every edit made to the resume, with what it read before and after. */
export function ChangeList({ changes }: { changes: ResumeChange[] }) {
  const { t } = useTranslation('resumes');
  if (changes.length === 0)
    return <p className="text-sm text-slate-700">{t('report.changes.none')}</p>;
  return (
    <ol className="space-y-4">
      {changes.map((change, index) => (
        <li key={index} className="rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
          <ChangeItem change={change} />
        </li>
      ))}
    </ol>
  );
}

function ChangeItem({ change }: { change: ResumeChange }) {
  const { t } = useTranslation('resumes');
  switch (change.kind) {
    case 'skills_reordered':
      return (
        <>
          <p className="font-medium">
            {t('report.changes.skillsReordered', {
              section: change.sectionTitle ?? t('report.sections.skills'),
            })}
          </p>
          <BeforeAfter before={change.before.join(', ')} after={change.after.join(', ')} />
        </>
      );
    case 'bullets_reordered':
      return (
        <>
          <p className="font-medium">
            {t('report.changes.bulletsReordered', { entry: change.entry })}
          </p>
          <BeforeAfterLists before={change.before} after={change.after} />
        </>
      );
    case 'skills_added':
      return (
        <>
          <p className="font-medium">
            {t('report.changes.skillsAdded', {
              section: change.sectionTitle ?? t('report.sections.skills'),
            })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {change.added.map((skill) => (
              <li key={skill.label}>
                {t('report.changes.skillFoundIn', {
                  skill: skill.label,
                  sections: skill.foundIn
                    .map((place) => place.title ?? t(`report.sections.${place.section}`))
                    .join(', '),
                })}
              </li>
            ))}
          </ul>
        </>
      );
    case 'summary_rewritten':
      return (
        <>
          <p className="font-medium">{t('report.changes.summaryRewritten')}</p>
          <BeforeAfter before={change.before} after={change.after} />
        </>
      );
    case 'bullet_rewritten':
      return (
        <>
          <p className="font-medium">
            {t('report.changes.bulletRewritten', { entry: change.entry })}
          </p>
          <BeforeAfter before={change.before} after={change.after} />
        </>
      );
  }
}

function BeforeAfter({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('resumes');
  return (
    <dl className="mt-2 grid gap-2 sm:grid-cols-2">
      <div>
        <dt className="text-xs font-semibold text-slate-600 uppercase">
          {t('report.changes.before')}
        </dt>
        <dd className="mt-1 break-words">{before}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold text-slate-600 uppercase">
          {t('report.changes.after')}
        </dt>
        <dd className="mt-1 break-words">{after}</dd>
      </div>
    </dl>
  );
}

function BeforeAfterLists({ before, after }: { before: string[]; after: string[] }) {
  const { t } = useTranslation('resumes');
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {[
        { label: t('report.changes.before'), items: before },
        { label: t('report.changes.after'), items: after },
      ].map((column) => (
        <div key={column.label}>
          <p className="text-xs font-semibold text-slate-600 uppercase">{column.label}</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {column.items.map((item, index) => (
              <li key={index} className="break-words">
                {item}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
