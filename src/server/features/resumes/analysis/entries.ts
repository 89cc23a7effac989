import { findDates } from './dates';
import type { ResumeBlock, ResumeEntry, ResumeSection } from './resume-model';

/** A text block this long is a description, not a header line. */
const DESCRIPTION_LENGTH = 110;

/**
 * The entries of an experience, education or projects section. Short text lines start an entry
 * (title, employer, dates); bullets and long paragraphs are its details; the next short line after
 * details, or a second dated header line, starts the next entry.
 */
export function listEntries(section: ResumeSection): ResumeEntry[] {
  const entries: ResumeEntry[] = [];
  let current: ResumeEntry | null = null;
  for (const block of section.blocks) {
    if (block.kind === 'bullet' || isDescription(block)) {
      current ??= pushEntry(entries);
      current.details.push(block);
      continue;
    }
    const dates = findDates(block.text);
    const startsEntry =
      !current || current.details.length > 0 || (dates !== null && current.dates !== null);
    if (startsEntry) current = pushEntry(entries);
    if (!current) continue;
    current.header.push(block);
    current.dates ??= dates;
  }
  return entries;
}

function pushEntry(entries: ResumeEntry[]): ResumeEntry {
  const entry: ResumeEntry = { header: [], dates: null, details: [] };
  entries.push(entry);
  return entry;
}

function isDescription(block: ResumeBlock): boolean {
  return !block.text.includes('\t') && block.text.length >= DESCRIPTION_LENGTH;
}
