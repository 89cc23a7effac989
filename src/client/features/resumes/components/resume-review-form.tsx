import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_SECTION_KINDS, type ResumeReading } from '../../../../shared/schemas/resumes';
import { buttonClass, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import {
  type EditorBlock,
  type EditorItem,
  type EditorSection,
  type ResumeEditor,
  type UnsureCode,
  countUnsure,
  move,
  newBlock,
  newItem,
  newSection,
} from '../lib/resume-editor';

const unsureBox = 'rounded-lg border-2 border-amber-500 bg-amber-50 p-2';
const plainBox = 'rounded-lg border border-transparent p-2';
const smallButton = buttonClass('secondary', 'sm');
/** The inputs of one resume line: compact, so a line and its buttons fit a narrow column. */
const lineInput =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600';

/**
 * The resume as it was read, as a form the user corrects before anything is matched: the name,
 * headline and contact items, then each section with its heading, its kind and its lines (a line
 * with what is printed on its right, or a bullet). What the reader was unsure of is highlighted
 * with the reason, until the user edits it.
 */
export function ResumeReviewForm({
  reading,
  editor,
  onChange,
}: {
  reading: Pick<ResumeReading, 'source' | 'savedAt'>;
  editor: ResumeEditor;
  onChange: (editor: ResumeEditor) => void;
}) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const titleId = useId();
  const unsure = countUnsure(editor);
  const setSection = (index: number, section: EditorSection) =>
    onChange({
      ...editor,
      sections: editor.sections.map((current, at) => (at === index ? section : current)),
    });
  // Typing a contact item answers "no email or phone found" as well.
  const setItems = (contactItems: EditorItem[], edited = false) =>
    onChange({
      ...editor,
      contactItems,
      notes: edited ? editor.notes.filter((note) => note.code !== 'contact_missing') : editor.notes,
    });
  const savedAt = reading.savedAt
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(reading.savedAt))
    : null;
  const nameNote = editor.notes.find((note) => note.code === 'name_missing');
  const contactNote = editor.notes.find((note) => note.code === 'contact_missing');
  const fileNotes = editor.notes.filter(
    (note) => note.code !== 'name_missing' && note.code !== 'contact_missing',
  );

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('review.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {reading.source === 'saved' && savedAt
            ? t('review.savedLead', { date: savedAt })
            : t('review.lead')}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-800">
          {unsure > 0 ? t('review.unsureCount', { count: unsure }) : t('review.allClear')}
        </p>
        {fileNotes.map((note) => (
          <p key={note.code} className={`${unsureBox} mt-2 text-sm text-amber-950`}>
            {t(`review.unsure.${note.code}`, { pages: (note.pages ?? []).join(', ') })}
          </p>
        ))}
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('review.header')}</legend>
        <TextInput
          label={t('review.name')}
          value={editor.name}
          unsure={nameNote ? ['name_missing'] : []}
          onChange={(name) =>
            onChange({
              ...editor,
              name,
              notes: editor.notes.filter((note) => note.code !== 'name_missing'),
            })
          }
        />
        <TextInput
          label={t('review.headline')}
          value={editor.headline}
          unsure={[]}
          onChange={(headline) => onChange({ ...editor, headline })}
        />
        <div className={contactNote ? unsureBox : undefined}>
          <p className={fieldLabel}>{t('review.contact')}</p>
          {contactNote ? (
            <p className="mt-1 text-sm text-amber-950">{t('review.unsure.contact_missing')}</p>
          ) : null}
          <ul className="mt-1 space-y-2">
            {editor.contactItems.map((item, index) => (
              <li key={item.id} className={item.unsure.length > 0 ? unsureBox : undefined}>
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    aria-label={t('review.contactItem', { number: index + 1 })}
                    value={item.text}
                    onChange={(event) =>
                      setItems(
                        editor.contactItems.map((current) =>
                          current.id === item.id
                            ? { ...current, text: event.target.value, unsure: [] }
                            : current,
                        ),
                        true,
                      )
                    }
                    className={`${fieldInput} mt-0 min-w-0 flex-1`}
                  />
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('review.removeContactItem', { number: index + 1 })}
                    onClick={() =>
                      setItems(editor.contactItems.filter((current) => current.id !== item.id))
                    }
                  >
                    {t('review.remove')}
                  </button>
                </div>
                <UnsureText codes={item.unsure} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${smallButton} mt-2`}
            onClick={() => setItems([...editor.contactItems, newItem()])}
          >
            {t('review.addContactItem')}
          </button>
        </div>
      </fieldset>

      {editor.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          number={index + 1}
          isFirst={index === 0}
          isLast={index === editor.sections.length - 1}
          onChange={(next) => setSection(index, next)}
          onMove={(by) => onChange({ ...editor, sections: move(editor.sections, { index, by }) })}
          onRemove={() =>
            onChange({
              ...editor,
              sections: editor.sections.filter((current) => current.id !== section.id),
            })
          }
        />
      ))}
      <button
        type="button"
        className={smallButton}
        onClick={() => onChange({ ...editor, sections: [...editor.sections, newSection()] })}
      >
        {t('review.addSection')}
      </button>
    </section>
  );
}

function SectionEditor({
  section,
  number,
  isFirst,
  isLast,
  onChange,
  onMove,
  onRemove,
}: {
  section: EditorSection;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  onChange: (section: EditorSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('resumes');
  const kindId = useId();
  const name = section.title || t(`review.kinds.${section.kind}`);
  const setBlocks = (blocks: EditorBlock[]) => onChange({ ...section, blocks });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('review.sectionLegend', { number, name })}
      </legend>
      <div className={section.unsure.length > 0 ? unsureBox : plainBox}>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={fieldLabel}>
            {t('review.sectionTitle')}
            <input
              value={section.title}
              onChange={(event) => onChange({ ...section, title: event.target.value, unsure: [] })}
              className={fieldInput}
            />
          </label>
          <div>
            <label htmlFor={kindId} className={fieldLabel}>
              {t('review.sectionKind')}
            </label>
            <select
              id={kindId}
              value={section.kind}
              onChange={(event) =>
                onChange({
                  ...section,
                  kind: event.target.value as EditorSection['kind'],
                  unsure: [],
                })
              }
              className={fieldInput}
            >
              {RESUME_SECTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`review.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <UnsureText codes={section.unsure} />
      </div>
      <ol className="space-y-2">
        {section.blocks.map((block, index) => (
          <LineEditor
            key={block.id}
            block={block}
            label={t('review.line', { number: index + 1, section: name })}
            isFirst={index === 0}
            isLast={index === section.blocks.length - 1}
            onChange={(next) =>
              setBlocks(section.blocks.map((current) => (current.id === block.id ? next : current)))
            }
            onMove={(by) => setBlocks(move(section.blocks, { index, by }))}
            onRemove={() => setBlocks(section.blocks.filter((current) => current.id !== block.id))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          onClick={() => setBlocks([...section.blocks, newBlock('bullet')])}
        >
          {t('review.addBullet')}
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={() => setBlocks([...section.blocks, newBlock('text')])}
        >
          {t('review.addLine')}
        </button>
        <button type="button" className={smallButton} disabled={isFirst} onClick={() => onMove(-1)}>
          {t('review.sectionUp')}
        </button>
        <button type="button" className={smallButton} disabled={isLast} onClick={() => onMove(1)}>
          {t('review.sectionDown')}
        </button>
        <button type="button" className={smallButton} onClick={onRemove}>
          {t('review.removeSection', { name })}
        </button>
      </div>
    </fieldset>
  );
}

function LineEditor({
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
function IconButton({
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

function TextInput({
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

function UnsureText({ codes, id }: { codes: UnsureCode[]; id?: string }) {
  const { t } = useTranslation('resumes');
  if (codes.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm text-amber-950">
      {codes.map((code) => t(`review.unsure.${code}`, { pages: '' })).join(' ')}
    </p>
  );
}
