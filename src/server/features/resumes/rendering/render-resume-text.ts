// The tailored resume as plain text, for pasting into an application form's text box: the name,
// the contact line, each section under its heading, entry headers with their dates after a dash,
// and bullets marked "•". Nothing is added.
import { listEntries } from '../analysis/entries';
import type { ResumeBlock, ResumeDocument } from '../analysis/resume-model';
import { buildContactItems } from './contact-line';
import { printedLine } from './printed-line';

function lineOf(block: ResumeBlock): string {
  const { left, right } = printedLine(block);
  if (block.kind === 'bullet') return `• ${left}`;
  return right === null ? left : `${left} — ${right}`;
}

export function renderResumeText(document: ResumeDocument): string {
  const { name, headline } = document.contact;
  const contact = buildContactItems(document);
  const parts: string[][] = [
    [name, headline, contact.length > 0 ? contact.join(' | ') : null].filter(
      (line): line is string => Boolean(line),
    ),
  ];
  for (const section of document.sections) {
    if (section.kind === 'contact' && section.title === null) continue;
    const lines = section.title ? [section.title.toUpperCase()] : [];
    if (['experience', 'education', 'projects'].includes(section.kind)) {
      listEntries(section).forEach((entry, index) => {
        if (index > 0) lines.push('');
        lines.push(...entry.header.map(lineOf), ...entry.details.map(lineOf));
      });
    } else {
      lines.push(...section.blocks.map(lineOf));
    }
    parts.push(lines);
  }
  return `${parts
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`;
}
