// What the job-description reader knows about one field of work (a role family): how its job
// titles read, the skills, procedures and qualifications it names, the everyday words of the
// work, and the questions a hiring manager in that field asks. Kept as data, one file per field.

export const ROLE_FAMILIES = [
  'software',
  'data',
  'product',
  'design',
  'sales',
  'customer_service',
  'healthcare',
  'logistics',
  'finance',
  'education',
  'marketing',
  'hr',
  'trades',
  'hospitality',
  'legal',
  'construction',
  'transport',
  'pharmacy',
  'hotel',
  'dental',
  'early_childhood',
  'graphic_design',
  'freight',
  'social_care',
  'social_work',
  'procurement',
  'real_estate',
  'engineering',
  'passenger_transport',
  'project_management',
  'beauty',
  'retail',
  'security',
] as const;

export type RoleFamily = (typeof ROLE_FAMILIES)[number];

/** Question templates in one language: {jobTitle} and {skill} may appear (see below). */
export interface FamilyQuestions {
  /** "How do you…" questions about the field's core methods; at least 6. */
  technical: readonly string[];
  /** "Tell me about a time…" and "What would you do if…" situations of the field; at least 6. */
  scenario: readonly string[];
  /**
   * Questions about working with people as it happens in the field (a nurse raising a concern
   * with a doctor, a driver calming passengers): asked in one soft-skills place instead of a
   * general question.
   */
  soft_skills?: readonly string[];
}

export interface FamilyLexicon {
  family: RoleFamily;
  /**
   * Words of job titles in this field, lower case, English and Russian ("nurse", "медсестра",
   * "registered nurse"). A trailing "*" matches any ending ("бухгалтер*").
   */
  titleCues: readonly string[];
  /**
   * Skills, tools, procedures and qualifications, in the dictionary format of tech-dictionary.ts:
   * "Display name|alias|alias", "^" before an alias that only counts with its exact case, "="
   * before the Russian display name (nominative). Multi-word names stay whole.
   */
  skills: readonly string[];
  /**
   * Everyday words of the work, lower case (any inflection is matched by stems): what an answer
   * about this job talks about ("patient", "shift", "пациент", "смена").
   */
  topicWords: { readonly en: readonly string[]; readonly ru: readonly string[] };
  /**
   * Field questions. {skill} is replaced by one of this field's skills named in the job
   * description (its English name, or its Russian display name in Russian questions, so Russian
   * templates put {skill} only where the nominative reads correctly: after a colon or inside «»
   * after a noun). {jobTitle} is the title as the user typed it (Russian: inside «»).
   */
  questions: { readonly en: FamilyQuestions; readonly ru: FamilyQuestions };
}
