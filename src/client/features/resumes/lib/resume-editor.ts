import type {
  ResumeFields,
  ResumeReading,
  ResumeSectionKind,
  ResumeUnsure,
} from '../../../../shared/schemas/resumes';

// The review form's own model of the fields: each part with a stable id (so a line keeps its
// input while lines above it are added or removed) and the reader's doubts attached to the part
// they are about, cleared once the user edits that part.

export type UnsureCode = ResumeUnsure['code'];

export interface EditorBlock {
  id: string;
  kind: 'text' | 'bullet';
  text: string;
  aside: string;
  unsure: UnsureCode[];
}

export interface EditorSection {
  id: string;
  kind: ResumeSectionKind;
  title: string;
  blocks: EditorBlock[];
  unsure: UnsureCode[];
}

export interface EditorItem {
  id: string;
  text: string;
  unsure: UnsureCode[];
}

export interface ResumeEditor {
  language: ResumeFields['language'];
  name: string;
  headline: string;
  contactItems: EditorItem[];
  sections: EditorSection[];
  /** Doubts about the name, the contact details or the whole file. */
  notes: ResumeUnsure[];
}

let lastId = 0;
function nextId(): string {
  lastId += 1;
  return `r${lastId}`;
}

/** The editor for what the server read, each doubt placed on its part. */
export function toEditor(reading: ResumeReading): ResumeEditor {
  const { fields, unsure } = reading;
  const codesAt = (section: number | null, block: number | null) =>
    unsure
      .filter((item) => item.section === section && item.block === block)
      .map((item) => item.code);
  return {
    language: fields.language,
    name: fields.name,
    headline: fields.headline,
    contactItems: fields.contactItems.map((text, index) => ({
      id: nextId(),
      text,
      unsure: codesAt(null, index),
    })),
    sections: fields.sections.map((section, sectionIndex) => ({
      id: nextId(),
      kind: section.kind,
      title: section.title,
      unsure: codesAt(sectionIndex, null),
      blocks: section.blocks.map((block, blockIndex) => ({
        id: nextId(),
        kind: block.kind,
        text: block.text,
        aside: block.aside,
        unsure: codesAt(sectionIndex, blockIndex),
      })),
    })),
    notes: unsure.filter((item) => item.section === null && item.block === null),
  };
}

/** What is sent: the fields as the user left them. */
export function toFields(editor: ResumeEditor): ResumeFields {
  return {
    language: editor.language,
    name: editor.name,
    headline: editor.headline,
    contactItems: editor.contactItems.map((item) => item.text),
    sections: editor.sections.map((section) => ({
      kind: section.kind,
      title: section.title,
      blocks: section.blocks.map(({ kind, text, aside }) => ({ kind, text, aside })),
    })),
  };
}

/** How many places the form highlights for checking. */
export function countUnsure(editor: ResumeEditor): number {
  return (
    editor.notes.length +
    editor.contactItems.filter((item) => item.unsure.length > 0).length +
    editor.sections.reduce(
      (sum, section) =>
        sum +
        (section.unsure.length > 0 ? 1 : 0) +
        section.blocks.filter((block) => block.unsure.length > 0).length,
      0,
    )
  );
}

export function newBlock(kind: EditorBlock['kind']): EditorBlock {
  return { id: nextId(), kind, text: '', aside: '', unsure: [] };
}

export function newSection(): EditorSection {
  return { id: nextId(), kind: 'others', title: '', blocks: [newBlock('text')], unsure: [] };
}

export function newItem(): EditorItem {
  return { id: nextId(), text: '', unsure: [] };
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], step: { index: number; by: -1 | 1 }): T[] {
  const { index, by } = step;
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
