// The resume as HireReady understands it: sections in the order the person wrote them, each made
// of text lines and bullets, plus the contact details read from the top. Every string here is text
// taken from the PDF; nothing is added.
import type { Language } from '../../../../shared/language';
import { RESUME_SECTION_KINDS, type ResumeSectionKind } from '../../../../shared/schemas/resumes';

// The contract's kinds: the match report names the sections the analysis finds by them.
export const SECTION_KINDS = RESUME_SECTION_KINDS;
export type SectionKind = ResumeSectionKind;

/** A paragraph or a bullet. Tabs separate cells that were far apart on the page (a right-aligned date). */
export interface ResumeBlock {
  kind: 'text' | 'bullet';
  text: string;
}

export interface ResumeSection {
  kind: SectionKind;
  /** The heading as written; null for the block above the first heading. */
  title: string | null;
  blocks: ResumeBlock[];
}

/** A job, a degree or a project: its header lines (title, employer, dates) and what follows. */
export interface ResumeEntry {
  header: ResumeBlock[];
  /** The date or date range found in the header, as written. */
  dates: string | null;
  details: ResumeBlock[];
}

export type ContactLinkKind = 'linkedin' | 'github' | 'website';

export interface ContactLink {
  kind: ContactLinkKind;
  /** As it reads without the scheme and "www.", e.g. linkedin.com/in/anna. */
  text: string;
  url: string;
}

export interface ContactDetails {
  name: string | null;
  /** The line under the name: a job title or a one-line pitch. */
  headline: string | null;
  emails: string[];
  phones: string[];
  links: ContactLink[];
  location: string | null;
}

export interface ResumeDocument {
  language: Language;
  contact: ContactDetails;
  sections: ResumeSection[];
  pageCount: number;
  wordCount: number;
  twoColumnPages: number[];
  pagesWithoutText: number[];
}
