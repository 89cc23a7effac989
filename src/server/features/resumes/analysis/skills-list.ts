import type { ResumeSection } from './resume-model';

const CATEGORY_LABEL = /^[\p{L}][\p{L}\s/&-]{0,30}:\s+/u;
const LEAD_IN =
  /^(?:(?:highly\s+)?proficient\s+(?:in|with)|fluent\s+in|familiar\s+with|experienced\s+(?:in|with)|experience\s+(?:in|with)|knowledge\s+of|skilled\s+in|владение|владею|знание|знаю|опыт\s+работы\s+с)\s+/iu;
const CONJUNCTION = /\s+(?:and|или|или\s+же|и|&)\s+/iu;
const MAX_SPLIT_WORDS = 3;

/**
 * The skills a resume lists, in its own order: every cell of every skills section, split at commas,
 * semicolons and separators (not inside parentheses), and at "and" between short names ("Agile and
 * Scrum"), with category labels ("Tech:") and lead-ins ("Proficient in") taken off.
 */
export function listSkills(sections: readonly ResumeSection[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const section of sections.filter((candidate) => candidate.kind === 'skills')) {
    for (const block of section.blocks) {
      for (const skill of splitSkillText(block.text)) {
        const key = skill.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills;
}

/** The skill names in one line of a skills section. */
export function splitSkillText(text: string): string[] {
  return text
    .split('\t')
    .flatMap((cell) => splitOutsideParentheses(cell.replace(CATEGORY_LABEL, ''), /[,;|•·]/u))
    .map((part) =>
      part
        .trim()
        .replace(LEAD_IN, '')
        .replace(/^(?:and|и)\s+/iu, ''),
    )
    .flatMap(splitConjunction)
    .map((part) =>
      part
        .trim()
        .replace(/[.;:]+$/u, '')
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

function splitConjunction(part: string): string[] {
  const pieces = splitOutsideParentheses(part, CONJUNCTION);
  if (pieces.length < 2) return [part];
  const isShort = pieces.every((piece) => {
    const words = piece
      .replace(/\([^)]*\)/g, '')
      .trim()
      .split(/\s+/);
    return words.length > 0 && words.length <= MAX_SPLIT_WORDS;
  });
  return isShort ? pieces : [part];
}

export function splitOutsideParentheses(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const global = new RegExp(separator.source, `${separator.flags.replace('g', '')}g`);
  for (const match of text.matchAll(global)) {
    const before = text.slice(start, match.index);
    depth += (before.match(/\(/g)?.length ?? 0) - (before.match(/\)/g)?.length ?? 0);
    if (depth > 0) continue;
    parts.push(text.slice(start, match.index));
    start = match.index + match[0].length;
    depth = 0;
  }
  parts.push(text.slice(start));
  return parts;
}
