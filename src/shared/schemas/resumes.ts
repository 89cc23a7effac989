import { z } from 'zod';

// The match report and the changes of a tailored resume, as the server stores and sends them and
// the client shows them. Texts are the resume's and the job description's own words; everything
// the client says about them comes from its locale files, keyed by the codes below.

export const RESUME_SECTION_KINDS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  'others',
] as const;
export const sectionKindSchema = z.enum(RESUME_SECTION_KINDS);
export type ResumeSectionKind = z.infer<typeof sectionKindSchema>;

export const keywordKindSchema = z.enum(['hard_skill', 'tool', 'soft_skill']);
export const requirementLevelSchema = z.enum(['required', 'preferred']);

export const keywordLocationSchema = z.object({
  section: sectionKindSchema,
  /** The heading as the resume writes it; null for the part above the first heading. */
  title: z.string().nullable(),
});

export const reportKeywordSchema = z.object({
  label: z.string(),
  ruLabel: z.string().nullable(),
  kind: keywordKindSchema,
  level: requirementLevelSchema,
  /** Where the resume mentions it, in resume order; empty when it does not. */
  foundIn: z.array(keywordLocationSchema),
  /** Not named, but asked for in one posting line with these keywords the resume shows. */
  askedWith: z.array(z.object({ label: z.string(), ruLabel: z.string().nullable() })).optional(),
});
export type ReportKeyword = z.infer<typeof reportKeywordSchema>;

export const atsCheckIdSchema = z.enum([
  'contact_details',
  'standard_headings',
  'dates',
  'length',
  'bullets_with_numbers',
  'layout',
  // Only when the posting requires a degree.
  'education',
]);
export const atsCheckSchema = z.object({
  id: atsCheckIdSchema,
  status: z.enum(['pass', 'warn', 'fail']),
  /** What the check counted (e.g. { bullets: 14, withNumbers: 3 }), for the message. */
  details: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string())])),
});
export type AtsCheck = z.infer<typeof atsCheckSchema>;

export const matchReportSchema = z.object({
  /** 0–100: 80% keyword coverage, 20% ATS checks; ATS checks alone when the job names no keyword. */
  score: z.number().int().min(0).max(100),
  keywordScore: z.number().int().min(0).max(100).nullable(),
  atsScore: z.number().int().min(0).max(100),
  /** Named in the skills or summary section (soft skills: also shown in experience). */
  matched: z.array(reportKeywordSchema),
  /** In the resume, but only in other sections: worth saying plainly in skills or summary. */
  shownElsewhere: z.array(reportKeywordSchema),
  /**
   * Not named, but asked for together with keywords the resume shows (the requirement is met in
   * part): never called missing. Absent in reports made before it was counted.
   */
  askedWithShown: z.array(reportKeywordSchema).optional(),
  /** Named things (tools, licences, languages, names) the resume does not name. */
  notInResume: z.array(reportKeywordSchema),
  /**
   * Concepts ("adaptability", "technical writing") whose words the resume does not use: it may show
   * them in words of its own, so they are never called missing. Absent in reports made before.
   */
  notFoundAsWritten: z.array(reportKeywordSchema).optional(),
  atsChecks: z.array(atsCheckSchema),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

export const resumeChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skills_reordered'),
    sectionTitle: z.string().nullable(),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('bullets_reordered'),
    sectionTitle: z.string().nullable(),
    /** The entry's first header line (job title, employer). */
    entry: z.string(),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  z.object({
    /** Skills the resume shows in other sections, now named in its skills list too. */
    kind: z.literal('skills_added'),
    sectionTitle: z.string().nullable(),
    added: z.array(z.object({ label: z.string(), foundIn: z.array(keywordLocationSchema) })),
  }),
  z.object({ kind: z.literal('summary_rewritten'), before: z.string(), after: z.string() }),
  z.object({
    kind: z.literal('bullet_rewritten'),
    entry: z.string(),
    before: z.string(),
    after: z.string(),
  }),
]);
export type ResumeChange = z.infer<typeof resumeChangeSchema>;

/** How a tailored resume was made: reordered offline, or edited by a model and filtered for truth. */
export const RESUME_MODES = ['offline', 'ai'] as const;
export const resumeModeSchema = z.enum(RESUME_MODES);
export type ResumeMode = z.infer<typeof resumeModeSchema>;

/** What is stored with a tailored resume and shown on demand: both reports and every change. */
export const tailoringReportSchema = z.object({
  before: matchReportSchema,
  after: matchReportSchema,
  changes: z.array(resumeChangeSchema),
  /** Words of the original the tailored PDF lacks when read back; empty when nothing was lost. */
  missing: z.array(z.string()),
  /** How many of the model's edits were dropped for saying what the original does not (AI mode). */
  rejectedEdits: z.number().int().min(0).optional(),
  /**
   * Set when tailoring could not improve the resume (a lower score, lost words, or lost sections,
   * entries or bullets when read back): the original is kept and offered, and these say why.
   */
  noImprovement: z.array(z.enum(['lower_score', 'words_lost', 'structure_lost'])).optional(),
  /**
   * The formats besides the PDF (Word, plain text) that are not offered, because reading them
   * back lost part of the resume. Absent for resumes tailored before formats were checked.
   */
  unavailableFormats: z.array(z.enum(['docx', 'txt'])).optional(),
});
export type TailoringReport = z.infer<typeof tailoringReportSchema>;

/** Which of a resume's two PDFs to download. */
export const resumeFileSchema = z.enum(['tailored', 'original']);
export type ResumeFile = z.infer<typeof resumeFileSchema>;

/** The tailored resume's download formats: the PDF, a Word file, or plain text for forms. */
export const resumeFormatSchema = z.enum(['pdf', 'docx', 'txt']);
export type ResumeFormat = z.infer<typeof resumeFormatSchema>;

/** The longest job description an upload may carry, as for interviews. */
export const RESUME_JOB_DESCRIPTION_MAX_LENGTH = 20_000;

// ── The resume as the user checks it (issue 33) ─────────────────────────────────────────────────
// The upload is read into these fields and shown as a form before anything is matched; what the
// user confirms is what the Resume Builder matches, tailors and checks the downloads against.

export const RESUME_FIELD_LIMITS = {
  sections: 40,
  blocksPerSection: 200,
  contactItems: 12,
  /** One line or bullet; a long paragraph fits. */
  text: 3000,
  short: 300,
  /** Every string of the resume together. */
  totalChars: 60_000,
} as const;

/** Runs of whitespace (a pasted line break or tab) become one space: a field is one line. */
const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => text.replace(/\s+/gu, ' ').trim());

export const resumeFieldBlockSchema = z.object({
  kind: z.enum(['text', 'bullet']),
  text: oneLine(RESUME_FIELD_LIMITS.text),
  /** What is printed on the right of the line: usually the dates of a job or degree. */
  aside: oneLine(RESUME_FIELD_LIMITS.short).default(''),
});
export type ResumeFieldBlock = z.infer<typeof resumeFieldBlockSchema>;

export const resumeFieldSectionSchema = z.object({
  kind: sectionKindSchema,
  title: oneLine(RESUME_FIELD_LIMITS.short),
  blocks: z.array(resumeFieldBlockSchema).max(RESUME_FIELD_LIMITS.blocksPerSection),
});
export type ResumeFieldSection = z.infer<typeof resumeFieldSectionSchema>;

export const resumeFieldsSchema = z
  .object({
    language: z.enum(['en', 'ru']),
    name: oneLine(RESUME_FIELD_LIMITS.short),
    /** The line under the name: a job title or a one-line pitch. */
    headline: oneLine(RESUME_FIELD_LIMITS.short),
    /** Email, phone, city, profile links: one item each, printed on one line under the name. */
    contactItems: z.array(oneLine(RESUME_FIELD_LIMITS.short)).max(RESUME_FIELD_LIMITS.contactItems),
    sections: z.array(resumeFieldSectionSchema).max(RESUME_FIELD_LIMITS.sections),
  })
  .superRefine((fields, context) => {
    const strings = [
      fields.name,
      fields.headline,
      ...fields.contactItems,
      ...fields.sections.flatMap((section) => [
        section.title,
        ...section.blocks.flatMap((block) => [block.text, block.aside]),
      ]),
    ];
    const total = strings.reduce((sum, text) => sum + text.length, 0);
    if (total > RESUME_FIELD_LIMITS.totalChars) {
      context.addIssue({ code: 'custom', message: 'too_long', path: [] });
    }
    if (!fields.sections.some((section) => section.blocks.some((block) => block.text !== ''))) {
      context.addIssue({ code: 'custom', message: 'empty', path: ['sections'] });
    }
  });
export type ResumeFields = z.infer<typeof resumeFieldsSchema>;
export type ResumeFieldsInput = z.input<typeof resumeFieldsSchema>;

/**
 * What the reader was unsure of, for the form to highlight: a place in the fields and why. Hints
 * to check, never verdicts: each names something the reader could not tell from the file.
 */
export const RESUME_UNSURE_CODES = [
  'name_missing',
  'contact_missing',
  'contact_item_long',
  'heading_unknown',
  'heading_missing',
  'line_long',
  'entry_without_dates',
  'two_columns',
  'pages_without_text',
] as const;
export const resumeUnsureSchema = z.object({
  code: z.enum(RESUME_UNSURE_CODES),
  /** Index into sections; null for the name and contact part and for the whole file. */
  section: z.number().int().min(0).nullable(),
  /** Index into the section's blocks (or into contactItems); null for the whole section. */
  block: z.number().int().min(0).nullable(),
  /** Page numbers, for the whole-file hints. */
  pages: z.array(z.number().int().min(1)).optional(),
});
export type ResumeUnsure = z.infer<typeof resumeUnsureSchema>;

/** What reading an upload answers: the fields to check, and where the reader was unsure. */
export const resumeReadingSchema = z.object({
  fields: resumeFieldsSchema,
  unsure: z.array(resumeUnsureSchema),
  /** "saved": the corrections this user confirmed for the same file before, loaded again. */
  source: z.enum(['file', 'saved']),
  /** When the saved corrections were confirmed (source "saved"). */
  savedAt: z.string().nullable(),
});
export type ResumeReading = z.infer<typeof resumeReadingSchema>;
