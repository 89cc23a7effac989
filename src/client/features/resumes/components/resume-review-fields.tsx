// The small fields of the resume review form: one line of a section, an icon button, a labelled
// text input, and what the reader was unsure of.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, fieldInput, fieldLabel } from '../../../components/ui-classes';
import type { EditorBlock, UnsureCode } from '../lib/resume-editor';

export const unsureBox = 'rounded-lg border-2 border-amber-500 bg-amber-50 p-2';
export const plainBox = 'rounded-lg border border-transparent p-2';
export const smallButton = buttonClass('secondary', 'sm');
/** The inputs of one resume line: compact, so a line and its buttons fit a narrow column. */
export const lineInput =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600';

/** One line of a section: its kind, its text, what is printed on its right, moving and removing it. */
export function LineEditor({
  block,
  label,
  isFirst,
  isLast,
  onChange,
  onMove,
  onRemove,
}: {
  block: EditorBlock;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onChange: (block: EditorBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('resumes');
  const hintId = useId();
  const hasHint = block.unsure.length > 0;
  const moveUp = t('review.lineUpFor', { line: label });
  const moveDown = t('review.lineDownFor', { line: label });
  const remove = t('review.removeLineFor', { line: label });
  return (
    <li className={hasHint ? unsureBox : plainBox}>
      <div className="flex items-start gap-2">
        <select
          aria-label={t('review.lineKind', { line: label })}
          value={block.kind}
          onChange={(event) =>
            onChange({ ...block, kind: event.target.value as EditorBlock['kind'], unsure: [] })
          }
          className={`${lineInput} w-[5.5rem] shrink-0`}
        >
          <option value="text">{t('review.kindText')}</option>
          <option value="bullet">{t('review.kindBullet')}</option>
        </select>
        <textarea
          aria-label={label}
          aria-describedby={hasHint ? hintId : undefined}
          rows={Math.min(8, Math.max(1, Math.ceil(block.text.length / 30)))}
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.target.value, unsure: [] })}
          className={`${lineInput} block min-w-0 flex-1 [field-sizing:content]`}
        />
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          <IconButton label={moveUp} disabled={isFirst} onClick={() => onMove(-1)} glyph="↑" />
          <IconButton label={moveDown} disabled={isLast} onClick={() => onMove(1)} glyph="↓" />
          <IconButton label={remove} onClick={onRemove} glyph="×" />
        </div>
      </div>
      {block.kind === 'text' ? (
        <input
          aria-label={t('review.aside', { line: label })}
          placeholder={t('review.asidePlaceholder')}
          value={block.aside}
          onChange={(event) => onChange({ ...block, aside: event.target.value, unsure: [] })}
          className={`${lineInput} ml-auto mt-1 block w-56 max-w-full`}
        />
      ) : null}
      <UnsureText codes={block.unsure} id={hintId} />
    </li>
  );
}

/** A small square button whose glyph is decoration; its name is said in full. */
export function IconButton({
  label,
  glyph,
  disabled = false,
  onClick,
}: {
  label: string;
  glyph: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-base text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

export function TextInput({
  label,
  value,
  unsure,
  onChange,
}: {
  label: string;
  value: string;
  unsure: UnsureCode[];
  onChange: (value: string) => void;
}) {
  const hintId = useId();
  return (
    <div className={unsure.length > 0 ? unsureBox : undefined}>
      <label className={fieldLabel}>
        {label}
        <input
          value={value}
          aria-describedby={unsure.length > 0 ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInput}
        />
      </label>
      <UnsureText codes={unsure} id={hintId} />
    </div>
  );
}

export function UnsureText({ codes, id }: { codes: UnsureCode[]; id?: string }) {
  const { t } = useTranslation('resumes');
  if (codes.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm text-amber-950">
      {codes.map((code) => t(`review.unsure.${code}`, { pages: '' })).join(' ')}
    </p>
  );
}
