// Which part of a job description a line belongs to: what is required, what is a plus, and what
// is about the company or its benefits (no keywords are taken from there).

export type RequirementLevel = 'required' | 'preferred';
export type LineRole = RequirementLevel | 'ignored';

// prettier-ignore
const REQUIRED_HEADINGS = [
  'requirements', 'required', 'required skills', 'required qualifications', 'must have',
  'must-have', 'must haves', 'qualifications', 'minimum qualifications', 'basic qualifications',
  'what you need', 'what you will need', "what you'll need", "what we're looking for",
  'what we are looking for', 'we are looking for', 'you have', 'you bring', 'about you',
  'who you are', 'skills', 'key skills', 'responsibilities', 'duties', "what you'll do",
  'essential', 'essential criteria', 'essential skills', 'essential requirements',
  'what you will do', 'your role', 'the role', 'tasks', 'your tasks', 'person specification',
  'duties of the job', 'duties of the role', 'duties and responsibilities', 'job responsibilities',
  'функциональные обязанности', 'должностные обязанности',
  'требования', 'обязательные требования', 'мы ожидаем', 'что мы ждем', 'мы ждем',
  'ожидания', 'что нужно', 'что важно', 'ключевые навыки', 'навыки', 'обязанности', 'задачи',
  'чем предстоит заниматься', 'что нужно делать', 'вам предстоит', 'кого мы ищем', 'мы ищем',
  'о вас',
];
// prettier-ignore
const PREFERRED_HEADINGS = [
  'nice to have', 'nice-to-have', 'nice to haves', 'preferred', 'preferred qualifications',
  'preferred skills', 'bonus', 'bonus points', 'pluses', 'plus', 'good to have', 'desirable',
  'desired', 'optional', 'would be a plus', 'will be a plus', 'extra credit', 'assets', 'asset',
  'desirable criteria', 'desired skills', 'desired qualifications', 'it would be good to have',
  'would be good to have', 'it would be nice to have', 'it would be great to have',
  'будет плюсом', 'будет преимуществом', 'преимуществом будет', 'плюсом будет', 'желательно',
  'приветствуется', 'дополнительно', 'будет здорово', 'большим плюсом будет',
];
// prettier-ignore
const IGNORED_HEADINGS = [
  'benefits', 'we offer', 'what we offer', 'perks', 'perks and benefits', 'about us',
  'about the company', 'about the team', 'company', 'compensation', 'salary', 'why join us',
  'why us', 'how to apply', 'our offer', "what's on offer", 'what is on offer', 'on offer',
  'job overview', 'about the trust', 'about the organisation', 'about the organization',
  'what we can offer', "what's in it for you", 'the package', 'package', 'pay and benefits',
  'salary and benefits', 'rewards', 'rewards and benefits',
  'условия', 'мы предлагаем', 'что мы предлагаем', 'о компании', 'о нас', 'о команде',
  'компенсация', 'бонусы и льготы', 'почему мы', 'как откликнуться', 'наши преимущества',
  'условия работы', 'мы гарантируем', 'что мы готовы предложить', 'мы предоставляем',
];
const PREFERRED_CUE =
  /(?:nice[\s-]to[\s-]have|is a (?:big )?plus|would be a plus|will be a plus|a bonus|preferred|preferably|desirable|ideally|будет\s+(?:большим\s+)?плюсом|будет\s+преимуществом|преимуществом\s+будет|желательн|приветствуется|как\s+плюс)/iu;

/** A phone number: nine digits or more, with the spaces, brackets and dashes people write. */
export const PHONE_NUMBER = /(?<!\d)(?:\+?\d[\s()-]*){9,}(?!\d)/u;

/** A line that says how to apply: an address to write to, or "send your CV", «присылайте резюме». */
const HOW_TO_APPLY = new RegExp(
  String.raw`(?<![\p{L}])(?:please contact|for an informal (?:chat|discussion|visit)|informal visits|обращаться по телефону|звоните)(?![\p{L}])|` +
    PHONE_NUMBER.source +
    String.raw`|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.\p{L}{2,}|https?:\/\/|www\.|(?<![\p{L}])(?:send|email|e-mail|forward|submit)\s+(?:us\s+)?(?:your|a)\s+(?:cv|resume|résumé|application)|(?<![\p{L}])(?:to apply|apply (?:now|online|via|through|by))(?![\p{L}])|(?:присылайте|отправляйте|направляйте|высылайте)\s+(?:ваше\s+|своё\s+|свое\s+)?резюме|откликайтесь`,
  'iu',
);

/**
 * A line that says what the employer offers ("We offer flexible working, a lease car…"): no
 * requirement, though its words still describe the work ("all PPE and climbing kit provided").
 */
export const OFFER_LINE =
  /^[\s\-–—*•·]*(?:we offer|we can offer|we provide|in return,? we offer|мы предлагаем|предлагаем|мы гарантируем|гарантируем)(?![\p{L}])/iu;

/**
 * Words of what a job gives, not what it asks: a line with two of them ("Monday to Friday,
 * 8am–4:30pm, with 25 days' holiday plus bank holidays, a company pension…") states the terms.
 */
const TERMS_WORD =
  /(?<![\p{L}])(?:holidays?|annual leave|pension|overtime|salary|pay|bonus(?:es)? scheme|sick pay|days' holiday|bank holidays|health insurance|отпуск\p{L}*|ДМС|зарплат\p{L}*|оклад\p{L}*|премии|выплаты|график\p{L}*)(?![\p{L}])/giu;

/** A line that states the terms of the job: two words of what it gives, none of what it asks. */
export function statesTerms(line: string): boolean {
  const words = new Set((line.match(TERMS_WORD) ?? []).map((word) => word.toLowerCase()));
  return (
    words.size >= 2 && !/(?<![\p{L}])(?:experience|опыт|required|требуется)(?![\p{L}])/iu.test(line)
  );
}

const MAX_HEADING_WORDS = 7;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[’`]/g, "'")
    .replace(/^[^\p{L}]+|[^\p{L}')]+$/gu, '')
    .replace(/\s+/g, ' ');
}

/** "Requirements", "Nice to have:", "Требования: Python, SQL" → the role its heading names. */
function headingRole(line: string): LineRole | null {
  const normalised = headingWords(line);
  if (normalised === null) return null;
  if (PREFERRED_HEADINGS.includes(normalised)) return 'preferred';
  if (IGNORED_HEADINGS.includes(normalised)) return 'ignored';
  if (REQUIRED_HEADINGS.includes(normalised)) return 'required';
  return null;
}

/** Words that qualify a heading without changing what it lists ("Key Responsibilities"). */
const HEADING_QUALIFIER = /^(?:key|main|core|primary|your|our|the|основные|ключевые|ваши|наши) /u;

/** A line's heading words, normalised, without a qualifier; null if it is too long to be one. */
function headingWords(line: string): string | null {
  const colon = line.indexOf(':');
  const heading = colon === -1 ? line.trim() : line.slice(0, colon).trim();
  if (heading.length === 0 || heading.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  const normalised = normalise(heading);
  const known = (words: string) =>
    [...PREFERRED_HEADINGS, ...IGNORED_HEADINGS, ...REQUIRED_HEADINGS].includes(words);
  const unqualified = normalised.replace(HEADING_QUALIFIER, '');
  if (known(normalised)) return normalised;
  if (known(unqualified)) return unqualified;
  // "Person specification – Essential": a heading whose last part names what it lists.
  const tail = normalised.split(/\s+[–—-]\s+/u).pop() ?? normalised;
  return known(tail) ? tail : normalised;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A heading with its colon inside a line, after the end of a sentence or an item ("…5+ years in
 * site design. Nice to have: Revit"): postings pasted from a page often lose their line breaks.
 */
const INLINE_HEADING = new RegExp(
  `(?<=[.;!?•·]\\s*)(?=(?:${[...REQUIRED_HEADINGS, ...PREFERRED_HEADINGS, ...IGNORED_HEADINGS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\s*:)`,
  'giu',
);

/** A posting's lines, with a heading that follows a sentence on the same line put on its own. */
function splitLines(description: string): string[] {
  return description.split(/\r?\n/).flatMap((line) => line.split(INLINE_HEADING));
}

/**
 * The role of every line: a heading sets the role of the lines under it (the text before any
 * heading counts as required); a line that itself says "is a plus" or "желательно" is preferred.
 */
export function classifyJobLines(description: string): ClassifiedLine[] {
  let role: LineRole = 'required';
  let kind: ClassifiedLine['heading'] = null;
  const split = splitLines(description);
  // Before the first heading of a posting that has headings: what the employer says of itself.
  let intro = split.some((text) => headingRole(text) !== null);
  return split.map((text, index) => {
    const cued = headingRole(text) === null ? cuedHeading(split, index) : null;
    const heading = headingRole(text) ?? cued?.role ?? null;
    if (heading) {
      intro = false;
      role = heading;
      kind =
        heading === 'ignored'
          ? null
          : isDutyHeading(text) || cued?.duties
            ? 'duties'
            : 'requirements';
      // "Requirements: Python, SQL" carries its own content after the colon.
      return {
        text: text.includes(':') ? text.slice(text.indexOf(':') + 1) : '',
        role,
        heading: kind,
        intro: false,
      };
    }
    // How to apply ("Send your CV to Nicola Hart, Talent Partner, at careers@…") asks nothing of
    // the candidate's experience, wherever it stands.
    if (HOW_TO_APPLY.test(text)) return { text, role: 'ignored', heading: kind, intro };
    if (role === 'required' && PREFERRED_CUE.test(text)) {
      return { text, role: 'preferred', heading: kind, intro };
    }
    return { text, role, heading: kind, intro };
  });
}

/** Words that say what a heading of no known wording lists ("You'll need", "The job"). */
const CUES: readonly { role: LineRole; duties?: true; pattern: RegExp }[] = [
  {
    role: 'ignored',
    pattern:
      /(?<![\p{L}])(?:offers?|benefits?|perks|package|pay|salary|rewards?|about us|about the (?:company|team|business|practice|trust)|who we are|why (?:join|work)|our story|how to apply|предлага\p{L}*|услови\p{L}*|о компании|о нас|почему)(?![\p{L}])/iu,
  },
  { role: 'preferred', pattern: PREFERRED_CUE },
  {
    role: 'preferred',
    pattern: /(?<![\p{L}])(?:bonus|plus|extras?|плюс\p{L}*|преимуществ\p{L}*)(?![\p{L}])/iu,
  },
  {
    role: 'required',
    pattern:
      /(?<![\p{L}])(?:need|needs|required?|requirements?|looking for|must|essential|ideal|important|matters|you(?:'ll| will)? (?:have|bring)|skills|experience|qualifications?|about you|who you are|candidate|требовани\p{L}*|ожида\p{L}*|нужн\p{L}*|важн\p{L}*|ищем|навык\p{L}*|опыт)(?![\p{L}])/iu,
  },
  {
    role: 'required',
    duties: true,
    pattern:
      /(?<![\p{L}])(?:job|role|do|doing|day|responsibilit\p{L}*|duties|tasks?|обязанност\p{L}*|задач\p{L}*|предстоит|делать|заниматься)(?![\p{L}])/iu,
  },
  // A heading that speaks to the candidate and names nothing it lists ("Is this you?", «Вам к
  // нам, если…»): about the work or the person, not the employer.
  { role: 'required', pattern: /(?<![\p{L}])(?:you|your|вы|вас|вам|ваш\p{L}*)(?![\p{L}])/iu },
];

/** Longest a heading of no known wording is, in words. */
const MAX_CUED_HEADING_WORDS = 5;

/**
 * A heading no list holds, told by its place and its words: a short line of its own (a blank line
 * or nothing above it, a line under it), with no figure, no sentence's end and no list marker,
 * whose words say what it lists. A posting's sections are titled a hundred ways ("You'll need",
 * "The job", «Что нужно уметь»); an unknown one kept the role of the section before it, so what a
 * posting asked for under "You'll need" after "About us" was read as nothing (held-out panel 4).
 */
function cuedHeading(
  lines: readonly string[],
  index: number,
): { role: LineRole; duties: boolean } | null {
  const text = (lines[index] ?? '').trim();
  const before = index === 0 ? '' : (lines[index - 1] ?? '').trim();
  const after = (lines[index + 1] ?? '').trim();
  if (before !== '' || after === '') return null;
  if (text.split(/\s+/u).length > MAX_CUED_HEADING_WORDS) return null;
  if (!/^\p{Lu}/u.test(text) || /[\d|£$€₽%]|[.,;!?]$/u.test(text)) return null;
  const cue = CUES.find((candidate) => candidate.pattern.test(text));
  return cue ? { role: cue.role, duties: cue.duties === true } : null;
}

export interface ClassifiedLine {
  text: string;
  role: LineRole;
  /** What the heading above the line lists: requirements, duties, or null before any heading. */
  heading: 'requirements' | 'duties' | null;
  /** Whether it stands before the first heading of a posting that has headings. */
  intro: boolean;
}

// prettier-ignore
const DUTY_HEADINGS = new Set([
  'responsibilities', 'duties', "what you'll do", 'what you will do', 'your role', 'the role',
  'tasks', 'your tasks', 'обязанности', 'задачи', 'чем предстоит заниматься', 'что нужно делать',
  'вам предстоит', 'duties of the job', 'duties of the role', 'duties and responsibilities',
  'job responsibilities', 'функциональные обязанности', 'должностные обязанности',
]);

function isDutyHeading(line: string): boolean {
  return DUTY_HEADINGS.has(headingWords(line) ?? '');
}
