import { getDocumentText } from '../analysis/document-text';
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';
import { listSkills } from '../analysis/skills-list';
import { LEXICON_EN } from '../../../language/lexicon.en';
import { LEXICON_RU } from '../../../language/lexicon.ru';
import { contentStems } from '../../../job-description/read-job-description';
import { stemText } from '../../../language/stem';
import type { TailoringProposal } from './tailoring-proposal';
import {
  collectSourceFacts,
  findUnsupportedClaims,
  type SourceFacts,
  type UnsupportedClaim,
} from './unsupported-claims';

export interface RejectedEdit {
  field: 'summary' | 'bullet' | 'skill';
  /** For a bullet: the experience entry it belongs to. */
  entryIndex?: number;
  text: string;
  reasons: (
    | UnsupportedClaim
    | {
        kind: 'unknown_skill' | 'unknown_entry' | 'unknown_bullet' | 'new_claim';
        value: string;
      }
  )[];
}

export interface TruthfulEdits {
  /** What survived: only edits whose every number and proper noun the original resume states. */
  accepted: TailoringProposal;
  rejected: RejectedEdit[];
}

/**
 * Keeps the parts of a model's proposal that say nothing new. A summary or bullet with a number or
 * proper noun the original does not contain is dropped whole (its original stays); a skill the
 * original does not list is dropped; skills the proposal leaves out keep their place at the end.
 */
export function filterTruthfulEdits(options: {
  original: ResumeDocument;
  proposal: TailoringProposal;
}): TruthfulEdits {
  const { original, proposal } = options;
  const facts = collectSourceFacts(getDocumentText(original));
  const rejected: RejectedEdit[] = [];

  let summary = proposal.summary;
  if (summary !== null) {
    const reasons: RejectedEdit['reasons'] = findUnsupportedClaims(summary, facts);
    // A summary draws on the whole resume, and may say nothing the resume does not.
    const added = findAddedContent(summary, {
      source: getDocumentText(original),
      replacesVerbs: false,
    });
    if (added.length >= MAX_ADDED_CONTENT_WORDS) {
      reasons.push({ kind: 'new_claim', value: added.join(' ') });
    } else {
      // …and says no more than the person's own summary: a word added to all it says, unless it
      // stands in for one it leaves out, is a claim ("…where I lead the night nursing team").
      const own = original.sections
        .filter((section) => section.kind === 'summary')
        .flatMap((section) => section.blocks.map((block) => block.text))
        .join('\n');
      const beyond = findClaimBeyond({ text: summary, source: own });
      if (beyond.length > 0) reasons.push({ kind: 'new_claim', value: beyond.join(' ') });
    }
    if (reasons.length > 0) {
      rejected.push({ field: 'summary', text: summary, reasons });
      summary = null;
    }
  }

  const entries = original.sections
    .filter((section) => section.kind === 'experience')
    .flatMap(listEntries);
  const experience = proposal.experience.flatMap((entryEdit) => {
    const entry = entries[entryEdit.entryIndex];
    const bulletCount = entry?.details.filter((block) => block.kind === 'bullet').length ?? 0;
    const sources = entry?.details.filter((block) => block.kind === 'bullet') ?? [];
    // A line's figures and names come from its own job ("at 3 stores" where the job says one,
    // "3" being another job's figure, is a new claim).
    const entryText = entry
      ? [...entry.header, ...entry.details].map((block) => block.text).join('\n')
      : '';
    const entryFacts = entry ? collectSourceFacts(entryText) : facts;
    const bullets = entryEdit.bullets.filter((bullet) => {
      const reasons = checkBullet({
        text: bullet.text,
        from: bullet.from,
        source: sources[bullet.from]?.text ?? '',
        bulletCount,
        hasEntry: !!entry,
        facts: entryFacts,
        context: entryText,
      });
      if (reasons.length === 0) return true;
      rejected.push({
        field: 'bullet',
        entryIndex: entryEdit.entryIndex,
        text: bullet.text,
        reasons,
      });
      return false;
    });
    return bullets.length > 0 ? [{ entryIndex: entryEdit.entryIndex, bullets }] : [];
  });

  const originalSkills = listSkills(original.sections);
  const byName = new Map(originalSkills.map((skill) => [skill.toLowerCase(), skill]));
  const ordered: string[] = [];
  for (const skill of proposal.skills) {
    const known = byName.get(skill.toLowerCase());
    if (!known) {
      rejected.push({
        field: 'skill',
        text: skill,
        reasons: [{ kind: 'unknown_skill', value: skill }],
      });
      continue;
    }
    if (!ordered.includes(known)) ordered.push(known);
  }
  const skills =
    ordered.length > 0
      ? [...ordered, ...originalSkills.filter((skill) => !ordered.includes(skill))]
      : [];

  return { accepted: { summary, experience, skills }, rejected };
}

function checkBullet(options: {
  text: string;
  from: number;
  source: string;
  bulletCount: number;
  hasEntry: boolean;
  facts: SourceFacts;
  /** The rest of the line's job: a word from it is context, not a new claim, when added alone. */
  context: string;
}): RejectedEdit['reasons'] {
  if (!options.hasEntry) return [{ kind: 'unknown_entry', value: String(options.from) }];
  if (options.from >= options.bulletCount)
    return [{ kind: 'unknown_bullet', value: String(options.from) }];
  const claims: RejectedEdit['reasons'] = findUnsupportedClaims(options.text, options.facts);
  const beyond = findClaimBeyond(options);
  if (beyond.length > 0) claims.push({ kind: 'new_claim', value: beyond.join(' ') });
  return claims;
}

/**
 * The words by which a rewrite says more than its source (none when it only rewords it): two or
 * more it lacks, or one added to all the source says that its context (the rest of the job) does
 * not give either.
 */
function findClaimBeyond(options: { text: string; source: string; context?: string }): string[] {
  const added = findAddedContent(options.text, options.source);
  const fromContext = new Set(contentStems(options.context ?? ''));
  const isPureAddition =
    added.length > 0 && !dropsAny(options) && !added.every((word) => fromContext.has(word));
  return added.length >= MAX_ADDED_CONTENT_WORDS || isPureAddition ? added : [];
}

/** Whether a rewrite leaves out any content word of its line (a rewording replaces, not adds). */
function dropsAny(options: { text: string; source: string }): boolean {
  const kept = new Set(contentStems(options.text));
  return contentStems(options.source).some((word) => !kept.has(word));
}

/**
 * A rewritten bullet may rephrase its own line, not say more: one word of content its line does
 * not have, in place of one it leaves out, is a rewording ("Moved" → "Migrated", "payments" from
 * the line's context); two or more are a new duty, object or claim, whatever their wording
 * («…, также обучал новых сотрудников и отвечал за бюджет отдела», "…through code reviews"), and
 * so is one added to everything the line says ("…heat pumps, gas furnaces and geothermal
 * systems"). A new verb of action counts unless it stands for one the line had ("Led" for
 * "Supervised"; not "Train and ride along with…, and built the checklist"). The line stays as the
 * person wrote it.
 */
const MAX_ADDED_CONTENT_WORDS = 2;
const ACTION_STEMS = new Set(
  [...LEXICON_EN.actionVerbs, ...LEXICON_RU.actionVerbs].flatMap((verb) => stemText(verb)),
);

/**
 * The content words of a rewrite that its source does not have: nouns and the like, and verbs of
 * action beyond those that replace one of the source's.
 */
export function findAddedContent(
  text: string,
  /** The source, and whether a new verb may stand for one it leaves out (a line: yes; a whole resume: no). */
  from: string | { source: string; replacesVerbs: boolean },
): string[] {
  const options = typeof from === 'string' ? { source: from, replacesVerbs: true } : from;
  const { source } = options;
  const have = new Set(contentStems(source));
  const mine = new Set(contentStems(text));
  const added = [...mine].filter((word) => !have.has(word));
  // The verbs a rewrite may stand in for: the source's verbs of action and the word it opens on
  // ("Moved", which no list need hold), where the rewrite leaves them out.
  const all = new Set(stemText(text));
  const sourceWords = stemText(source);
  const replacedVerbs = !options.replacesVerbs
    ? []
    : [
        ...new Set(sourceWords.filter((word, index) => index === 0 || ACTION_STEMS.has(word))),
      ].filter((word) => !all.has(word));
  const newVerbs = added.filter((word) => ACTION_STEMS.has(word));
  return [
    ...added.filter((word) => !ACTION_STEMS.has(word)),
    ...newVerbs.slice(replacedVerbs.length),
  ];
}
