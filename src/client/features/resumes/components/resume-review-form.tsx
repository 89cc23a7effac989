import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_SECTION_KINDS, type ResumeReading } from '../../../../shared/schemas/resumes';
import { fieldInput, fieldLabel } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import {
  type EditorBlock,
  type EditorItem,
  type EditorSection,
  type ResumeEditor,
  countUnsure,
  move,
  newBlock,
  newItem,
  newSection,
} from '../lib/resume-editor';

import {
  LineEditor,
  TextInput,
  UnsureText,
  plainBox,
  smallButton,
  unsureBox,
} from './resume-review-fields';

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
