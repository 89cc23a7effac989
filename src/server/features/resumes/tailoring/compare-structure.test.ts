import { describe, expect, it } from 'vitest';
import type { ResumeDocument, ResumeSection } from '../analysis/resume-model';
import { findLostStructure, measureShape } from './compare-structure';

function resume(sections: ResumeSection[]): ResumeDocument {
  return {
    language: 'en',
    contact: {
      name: 'Alex Morgan',
      headline: null,
      emails: [],
      phones: [],
      links: [],
      location: null,
    },
    sections,
    pageCount: 1,
    wordCount: 100,
    twoColumnPages: [],
    pagesWithoutText: [],
  };
}

const ORIGINAL = resume([
  {
    kind: 'experience',
    title: 'Experience',
    blocks: [
      { kind: 'text', text: 'Senior SRE, Lumen Payments\t2021 – Present' },
      { kind: 'bullet', text: 'Cut mean time to recovery from 18 to 7 minutes.' },
      { kind: 'bullet', text: 'Automated PostgreSQL failover with Patroni.' },
      { kind: 'text', text: 'DevOps Engineer, Brightcart\t2018 – 2021' },
      { kind: 'bullet', text: 'Built CI/CD pipelines for 40 repositories.' },
    ],
  },
  { kind: 'skills', title: 'Skills', blocks: [{ kind: 'text', text: 'Kubernetes, AWS' }] },
]);

describe('findLostStructure', () => {
  it('measures sections, entries and bullets', () => {
    expect(measureShape(ORIGINAL)).toEqual({ sections: 2, entries: 2, bullets: 3 });
  });

  it('finds nothing lost in the same resume', () => {
    expect(findLostStructure(ORIGINAL, ORIGINAL)).toEqual([]);
  });

  it('names merged bullets and a job header turned into a bullet', () => {
    const [experience, skills] = ORIGINAL.sections as [ResumeSection, ResumeSection];
    const merged = resume([
      {
        ...experience,
        blocks: [
          experience.blocks[0]!,
          {
            kind: 'bullet',
            text: 'Cut mean time to recovery from 18 to 7 minutes. Automated PostgreSQL failover with Patroni.',
          },
          { kind: 'bullet', text: 'DevOps Engineer, Brightcart 2018 – 2021' },
          experience.blocks[4]!,
        ],
      },
      skills,
    ]);
    expect(findLostStructure(ORIGINAL, merged)).toEqual(['entries']);
    const noSkills = resume([experience]);
    expect(findLostStructure(ORIGINAL, noSkills)).toEqual(['sections']);
  });
});
