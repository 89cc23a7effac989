import type { AtsCheck } from '../../../../shared/schemas/resumes';
import { hasYear } from '../analysis/dates';
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';
import type { DegreeRequirement } from '../job/degree-requirement';
import { checkEducation } from './education-match';

const MIN_WORDS = 200;
const MAX_WORDS = 1000;
const MAX_PAGES = 2;
/** Share of achievement bullets that should carry a figure (a count, a percentage, money, time). */
const NUMBERS_SHARE = 0.3;
const STANDARD_SECTIONS = ['experience', 'education', 'skills'] as const;

/**
 * What an applicant-tracking system needs to read a resume well, checked one by one; and, when
 * the posting requires a degree, whether the resume shows one.
 */
export function runAtsChecks(
  document: ResumeDocument,
  degree: DegreeRequirement | null = null,
): AtsCheck[] {
  const education = checkEducation(document, degree);
  return [
    checkContactDetails(document),
    checkStandardHeadings(document),
    checkDates(document),
    checkLength(document),
    checkBulletsWithNumbers(document),
    checkLayout(document),
    ...(education ? [education] : []),
  ];
}

function checkContactDetails(document: ResumeDocument): AtsCheck {
  const { name, emails, phones } = document.contact;
  const missing = [
    ...(name ? [] : ['name']),
    ...(emails.length > 0 ? [] : ['email']),
    ...(phones.length > 0 ? [] : ['phone']),
  ];
  const status =
    missing.length === 0
      ? 'pass'
      : missing.includes('name') || missing.length > 1
        ? 'fail'
        : 'warn';
  return { id: 'contact_details', status, details: { missing } };
}

function checkStandardHeadings(document: ResumeDocument): AtsCheck {
  const kinds = new Set(document.sections.map((section) => section.kind));
  const missing = STANDARD_SECTIONS.filter((kind) => !kinds.has(kind));
  const found = STANDARD_SECTIONS.filter((kind) => kinds.has(kind));
  const status = missing.length === 0 ? 'pass' : missing.length === 1 ? 'warn' : 'fail';
  return { id: 'standard_headings', status, details: { found, missing } };
}

function checkDates(document: ResumeDocument): AtsCheck {
  const entries = document.sections
    .filter((section) => section.kind === 'experience')
    .flatMap(listEntries);
  const withoutDates = entries.filter(
    (entry) => !entry.header.some((block) => hasYear(block.text)),
  );
  const status =
    entries.length === 0
      ? 'warn'
      : withoutDates.length === 0
        ? 'pass'
        : withoutDates.length === entries.length
          ? 'fail'
          : 'warn';
  return {
    id: 'dates',
    status,
    details: {
      entries: entries.length,
      withDates: entries.length - withoutDates.length,
      withoutDates: withoutDates.map((entry) => entry.header[0]?.text.split('\t')[0] ?? ''),
    },
  };
}

function checkLength(document: ResumeDocument): AtsCheck {
  const isTooLong = document.pageCount > MAX_PAGES || document.wordCount > MAX_WORDS;
  const isTooShort = document.wordCount < MIN_WORDS;
  return {
    id: 'length',
    status: isTooLong || isTooShort ? 'warn' : 'pass',
    details: { pages: document.pageCount, words: document.wordCount },
  };
}

function checkBulletsWithNumbers(document: ResumeDocument): AtsCheck {
  const achievements = document.sections
    .filter((section) => section.kind === 'experience' || section.kind === 'projects')
    .flatMap(listEntries)
    .flatMap((entry) => entry.details)
    .flatMap((block) => (block.kind === 'bullet' ? [block.text] : splitSentences(block.text)));
  const withNumbers = achievements.filter((text) => /\d/.test(text)).length;
  const status =
    achievements.length > 0 && withNumbers >= achievements.length * NUMBERS_SHARE
      ? 'pass'
      : withNumbers > 0
        ? 'warn'
        : 'fail';
  return {
    id: 'bullets_with_numbers',
    status,
    details: { bullets: achievements.length, withNumbers },
  };
}

function checkLayout(document: ResumeDocument): AtsCheck {
  const status =
    document.pagesWithoutText.length > 0
      ? 'fail'
      : document.twoColumnPages.length > 0
        ? 'warn'
        : 'pass';
  return {
    id: 'layout',
    status,
    details: {
      twoColumnPages: document.twoColumnPages.length,
      pagesWithoutText: document.pagesWithoutText.length,
    },
  };
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => sentence.trim().length > 0);
}
