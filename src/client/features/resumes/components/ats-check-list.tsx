import { useTranslation } from 'react-i18next';
import {
  type AtsCheck,
  type ResumeSectionKind,
  RESUME_SECTION_KINDS,
} from '../../../../shared/schemas/resumes';
import { useLanguage } from '../../../lib/i18n';
import { describeAtsCheck } from '../lib/describe-ats-check';

const STATUS_CLASSES = {
  pass: 'bg-emerald-100 text-emerald-900',
  warn: 'bg-amber-100 text-amber-900',
  fail: 'bg-red-100 text-red-900',
} as const;

const CONTACT_ITEMS = ['name', 'email', 'phone'] as const;

function isContactItem(item: string): item is (typeof CONTACT_ITEMS)[number] {
  return (CONTACT_ITEMS as readonly string[]).includes(item);
}

function isSectionKind(item: string): item is ResumeSectionKind {
  return (RESUME_SECTION_KINDS as readonly string[]).includes(item);
}

/** Each ATS check with its outcome (in words, not only colour) and what it found. */
export function AtsCheckList({ checks }: { checks: AtsCheck[] }) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  // Codes the server sends inside the details, shown in the UI language.
  const localize: Record<string, (item: string) => string> = {
    items: (item) => (isContactItem(item) ? t(`report.contactItems.${item}`) : item),
    sections: (item) => (isSectionKind(item) ? t(`report.sections.${item}`) : item),
  };
  return (
    <ul className="space-y-2">
      {checks.map((check) => {
        const text = describeAtsCheck(check);
        const values = Object.fromEntries(
          Object.entries(text.values).map(([name, value]) => [
            name,
            Array.isArray(value) ? list.format(value.map(localize[name] ?? String)) : value,
          ]),
        );
        return (
          <li key={check.id} className="flex flex-wrap items-start gap-3 text-sm text-slate-800">
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[check.status]}`}
            >
              {t(`report.status.${check.status}`)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-medium">{t(`report.atsTitles.${check.id}`)}: </span>
              {t(`report.ats.${text.key}`, values)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
