import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { listEntries } from '../analysis/entries';
import { listSkills } from '../analysis/skills-list';
import { extractResumeText } from '../extraction/extract-resume-text';
import { buildOneColumnPdf } from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from '../test-resumes';
import { applyTailoring } from './apply-tailoring';
import { filterTruthfulEdits, findAddedContent } from './filter-truthful-edits';
import { tailoringProposalSchema } from './tailoring-proposal';
import { collectSourceFacts, findUnsupportedClaims } from './unsupported-claims';

async function anna() {
  return analyseResume(
    await extractResumeText(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2])),
  );
}

describe('findUnsupportedClaims', () => {
  const facts = collectSourceFacts(
    'Cut p95 latency by 40% at Monzo with PostgreSQL. Работал в Тинькофф 3 года. Node.js, C++.',
  );

  it.each([
    ['Cut p95 latency by 40% with PostgreSQL at Monzo.', []],
    ['Reduced latency by 45% at Monzo.', [{ kind: 'number', value: '45' }]],
    ['Led a team of five at Monzo.', [{ kind: 'number', value: 'five' }]],
    ['Worked at Google on PostgreSQL.', [{ kind: 'proper_noun', value: 'Google' }]],
    ['Built services with Node.js and C++.', []],
    ['Shipped Kubernetes operators.', [{ kind: 'proper_noun', value: 'Kubernetes' }]],
    ['Senior engineer at Monzo.', []],
    [
      'Promoted to Staff Engineer at Monzo.',
      [
        { kind: 'proper_noun', value: 'Staff' },
        { kind: 'proper_noun', value: 'Engineer' },
      ],
    ],
    ['AWS migration.', [{ kind: 'proper_noun', value: 'AWS' }]],
    ['Три года работал в Тинькофф.', []],
    ['Работал в Сбере.', [{ kind: 'proper_noun', value: 'Сбере' }]],
  ])('%s', (text, claims) => {
    expect(findUnsupportedClaims(text, facts)).toEqual(claims);
  });
});

describe('filterTruthfulEdits against a model that invents', () => {
  it('drops an invented employer and an invented percentage, keeping what is true', async () => {
    const original = await anna();
    const proposal = tailoringProposalSchema.parse({
      summary: 'Backend developer with 6 years at Google building payment APIs in TypeScript.',
      experience: [
        {
          entryIndex: 0,
          bullets: [
            { from: 2, text: 'Moved 12 services to Docker and Kubernetes' },
            { from: 0, text: 'Cut p95 latency of the payments API by 45% with PostgreSQL indexes' },
            { from: 1, text: 'Authored the onboarding guide for new engineers' },
          ],
        },
        { entryIndex: 7, bullets: [{ from: 0, text: 'Ran the team' }] },
      ],
      skills: ['Kubernetes', 'Docker', 'Rust', 'TypeScript'],
    });
    const { accepted, rejected } = filterTruthfulEdits({ original, proposal });

    expect(rejected).toEqual([
      {
        field: 'summary',
        text: 'Backend developer with 6 years at Google building payment APIs in TypeScript.',
        reasons: [
          { kind: 'proper_noun', value: 'Google' },
          { kind: 'new_claim', value: 'googl' },
        ],
      },
      {
        field: 'bullet',
        entryIndex: 0,
        text: 'Cut p95 latency of the payments API by 45% with PostgreSQL indexes',
        reasons: [{ kind: 'number', value: '45' }],
      },
      {
        field: 'bullet',
        entryIndex: 7,
        text: 'Ran the team',
        reasons: [{ kind: 'unknown_entry', value: '0' }],
      },
      { field: 'skill', text: 'Rust', reasons: [{ kind: 'unknown_skill', value: 'Rust' }] },
    ]);
    expect(accepted.summary).toBeNull();
    expect(accepted.skills).toEqual([
      'Kubernetes',
      'Docker',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Git',
    ]);

    const tailored = applyTailoring({ document: original, accepted });
    const monzo = listEntries(tailored.document.sections.find((s) => s.kind === 'experience')!)[0];
    // The rejected rewrite leaves the original bullet, after the accepted ones.
    expect(monzo?.details.map((block) => block.text)).toEqual([
      'Moved 12 services to Docker and Kubernetes',
      'Authored the onboarding guide for new engineers',
      'Cut p95 latency of the payments API by 40% with PostgreSQL indexes',
    ]);
    expect(listSkills(tailored.document.sections)).toEqual(accepted.skills);
    expect(tailored.mode).toBe('model');
    expect(tailored.changes.map((change) => change.kind)).toEqual([
      'bullet_rewritten',
      'skills_reordered',
    ]);
  });

  it('drops a rewrite that adds one word to all its line says, and keeps one that rewords it', async () => {
    const original = await anna();
    const proposal = tailoringProposalSchema.parse({
      experience: [
        {
          entryIndex: 0,
          bullets: [
            { from: 1, text: 'Wrote the onboarding guide that every new engineer reads' },
            { from: 2, text: 'Migrated 12 services to Docker and Kubernetes' },
          ],
        },
      ],
    });
    const { accepted, rejected } = filterTruthfulEdits({ original, proposal });
    expect(rejected).toEqual([
      {
        field: 'bullet',
        entryIndex: 0,
        text: 'Wrote the onboarding guide that every new engineer reads',
        reasons: [{ kind: 'new_claim', value: 'read' }],
      },
    ]);
    expect(accepted.experience).toEqual([
      {
        entryIndex: 0,
        bullets: [{ from: 2, text: 'Migrated 12 services to Docker and Kubernetes' }],
      },
    ]);
  });

  it("drops a summary that adds to the person's own what is said elsewhere in the resume", async () => {
    const original = await anna();
    const own = original.sections.find((section) => section.kind === 'summary')?.blocks[0]?.text;
    const summary = `${own} Wrote the onboarding guide for new engineers.`;
    const { accepted, rejected } = filterTruthfulEdits({
      original,
      proposal: tailoringProposalSchema.parse({ summary }),
    });
    expect(accepted.summary).toBeNull();
    expect(rejected.map((edit) => edit.reasons.map((reason) => reason.kind))).toEqual([
      ['new_claim'],
    ]);
  });

  it('applies a truthful summary in place of the original one', async () => {
    const original = await anna();
    const summary =
      'Backend developer: 6 years of payment APIs in TypeScript and Node.js, and PostgreSQL.';
    const { accepted, rejected } = filterTruthfulEdits({
      original,
      proposal: tailoringProposalSchema.parse({ summary }),
    });
    expect(rejected).toEqual([]);
    const tailored = applyTailoring({ document: original, accepted });
    expect(tailored.document.sections.find((s) => s.kind === 'summary')?.blocks).toEqual([
      { kind: 'text', text: summary },
    ]);
    expect(tailored.changes).toEqual([
      {
        kind: 'summary_rewritten',
        before:
          'Backend developer with 6 years of building payment APIs in TypeScript and Node.js.',
        after: summary,
      },
    ]);
  });
});

describe('a rewritten line says no more than its line', () => {
  it.each([
    [
      'Moved 12 services to Docker and Kubernetes',
      'Migrated 12 services to Docker and Kubernetes',
      [],
    ],
    [
      'Cut p95 latency of the payments API by 40% with PostgreSQL indexes',
      'Reduced payments API p95 latency by 40% by adding PostgreSQL indexes',
      ['adding'],
    ],
    // One word added to all the line says is a claim too: that everyone reads it, another
    // system, another place.
    [
      'Wrote the onboarding guide for new engineers',
      'Wrote the onboarding guide that every new engineer reads',
      ['read'],
    ],
    [
      'Service calls on heat pumps, mini-splits and gas furnaces',
      'Service calls on heat pumps, mini-splits, gas furnaces and geothermal systems',
      ['geotherm'],
    ],
    [
      'Работа со стропальщиками по рации',
      'Работа со стропальщиками и сигнальщиками по рации',
      ['сигнальщик'],
    ],
    // A new verb of action in place of the one the line opens on is a rewording; beside it, a claim.
    ['Supervised 3 apprentices', 'Led 3 apprentices', []],
    [
      'Ride along with 3 apprentice techs',
      'Ride along with 3 apprentice techs and built the training checklist',
      ['train', 'checklist', 'built'],
    ],
    [
      'Вёл учёт по трём юрлицам',
      'Вёл учёт по трём юрлицам, также обучал новых сотрудников и отвечал за бюджет отдела',
      ['обуча', 'сотрудник', 'отвеча', 'бюджет', 'отдел'],
    ],
    [
      'Mentored 3 junior developers',
      'Mentored and coached 3 junior developers through code reviews',
      ['coach', 'review'],
    ],
  ])('%s → %s', (source, text, added) => {
    expect(findAddedContent(text, source)).toEqual(added);
  });

  it('drops a rewrite that adds a duty or a claim without a figure or a name', async () => {
    const original = await anna();
    const proposal = tailoringProposalSchema.parse({
      summary: null,
      experience: [
        {
          entryIndex: 1,
          bullets: [
            { from: 1, text: 'Mentored and coached 3 junior developers through code reviews' },
            { from: 0, text: 'Designed REST APIs in Node.js for 2 million customers' },
          ],
        },
      ],
      skills: [],
    });
    const { accepted, rejected } = filterTruthfulEdits({ original, proposal });
    expect(accepted.experience).toEqual([
      {
        entryIndex: 1,
        bullets: [{ from: 0, text: 'Designed REST APIs in Node.js for 2 million customers' }],
      },
    ]);
    expect(rejected).toEqual([
      {
        field: 'bullet',
        entryIndex: 1,
        text: 'Mentored and coached 3 junior developers through code reviews',
        reasons: [{ kind: 'new_claim', value: 'coach review' }],
      },
    ]);
  });
});

describe('a rewritten summary says nothing the resume does not', () => {
  it('keeps a summary made of the resume, drops one that adds duties', async () => {
    const original = await anna();
    const edit = (summary: string) =>
      filterTruthfulEdits({
        original,
        proposal: tailoringProposalSchema.parse({ summary, experience: [], skills: [] }),
      });
    expect(
      edit('Backend developer: 6 years of payment APIs in TypeScript, Node.js and PostgreSQL.')
        .accepted.summary,
    ).not.toBeNull();
    const invented = edit(
      'Backend developer with 6 years of payment APIs, also owning the department budget and hiring.',
    );
    expect(invented.accepted.summary).toBeNull();
    expect(invented.rejected[0]?.reasons).toContainEqual(
      expect.objectContaining({ kind: 'new_claim' }),
    );
  });
});
