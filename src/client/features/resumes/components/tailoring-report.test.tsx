import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResumeMode, TailoringReport } from '../../../../shared/schemas/resumes';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import {
  SIGNED_IN,
  detail,
  listItem,
  matchReport,
  tailoringReport,
} from '../testing/resume-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Opens the Resume Builder with one resume and shows its report, as a user would. */
async function openReport(report: TailoringReport, mode: ResumeMode = 'offline') {
  stubApi({
    ...SIGNED_IN,
    'GET /api/resumes': () => jsonResponse({ resumes: [listItem({ mode })] }),
    'GET /api/resumes/r1': () => jsonResponse({ resume: detail({ mode, report }) }),
  });
  const { user } = renderApp('/dashboard/resume-creator');
  // The first render of the whole app is slow on a busy machine; give it more than a second.
  const item = await screen.findByRole('listitem', { name: 'anna-smith.pdf' }, { timeout: 5000 });
  await user.click(within(item).getByRole('button', { name: /View report|Показать отчёт/ }));
  await within(item).findByRole('heading', { name: /Changes made|Что изменено/ });
  return within(item);
}

describe('tailoring report', () => {
  it('shows both scores, the keywords split by where the resume shows them, and the ATS checks', async () => {
    const item = await openReport(tailoringReport());

    expect(item.getByText('Reformatted and reordered (offline)')).toBeVisible();
    expect(item.queryByText(/AI-optimized/i)).toBeNull();
    const scores = item.getByRole('region', { name: 'Match score' });
    expect(within(scores).getByText('54/100')).toBeVisible();
    expect(within(scores).getByText('71/100')).toBeVisible();
    expect(within(scores).getByText(/Keywords 70\/100 · ATS checks 75\/100/)).toBeVisible();

    const matched = item.getByRole('region', { name: 'Matched (1)' });
    expect(within(matched).getByText('TypeScript')).toBeVisible();
    expect(within(matched).getByText('Found in: SKILLS and Summary')).toBeVisible();
    const elsewhere = item.getByRole('region', { name: 'You show this elsewhere (1)' });
    expect(
      within(elsewhere).getByText(
        'You show this elsewhere — say it plainly in your skills or summary.',
      ),
    ).toBeVisible();
    expect(within(elsewhere).getByText('Kafka')).toBeVisible();
    expect(within(elsewhere).getByText('Found in: PROJECTS')).toBeVisible();
    const missing = item.getByRole('region', { name: 'Not in your resume (1)' });
    expect(within(missing).getByText('Terraform')).toBeVisible();
    expect(within(missing).getByText('(tool, required)')).toBeVisible();
    // A concept the resume may show in words of its own is never called missing.
    const notAsWritten = item.getByRole('region', { name: 'Not found in these words (1)' });
    expect(within(notAsWritten).getByText('teamwork')).toBeVisible();
    expect(within(notAsWritten).getByText('(soft skill, nice to have)')).toBeVisible();
    expect(
      within(notAsWritten).getByText(/Your resume does not use these words\. If it shows this/),
    ).toBeVisible();

    const ats = item.getByRole('region', { name: 'ATS checks' });
    for (const sentence of [
      'Add your phone number at the top: recruiters and ATS look for them there.',
      'Experience, Education and Skills have headings an ATS recognises.',
      'All 2 jobs show their dates.',
      'Only 150 words on 1 page: say more about what you did (aim for 200–1,000 words).',
      '2 of 10 achievements have a number. Where true, add counts, percentages, money or time.',
      '1 page has two columns, which some ATS read in the wrong order. The optimized PDF uses one column.',
    ]) {
      expect(within(ats).getByText(sentence)).toBeVisible();
    }
    expect(within(ats).getAllByText('Warning')).toHaveLength(4);
    expect(within(ats).getAllByText('Pass')).toHaveLength(2);
  });

  it('lists every change with what it read before and after', async () => {
    const item = await openReport(tailoringReport());
    const changes = item.getByRole('region', { name: 'Changes made' });
    expect(
      within(changes).getByText('Skills in “SKILLS” put in order of relevance to the job'),
    ).toBeVisible();
    expect(within(changes).getByText('Git, TypeScript')).toBeVisible();
    expect(within(changes).getByText('TypeScript, Git')).toBeVisible();
    expect(
      within(changes).getByText(
        'Achievements under “Senior Backend Developer, Monzo” put in order of relevance to the job',
      ),
    ).toBeVisible();
    expect(within(changes).getAllByText('Cut p95 latency by 40%')).toHaveLength(2);
    expect(item.queryByText('Check the optimized PDF before you send it')).toBeNull();
  });

  it('warns when words of the original did not make it into the optimized PDF', async () => {
    const item = await openReport(
      tailoringReport({ missing: ['Kubernetes', 'Leeds'], changes: [] }),
    );
    expect(item.getByText('Check the optimized PDF before you send it')).toBeVisible();
    expect(
      item.getByText(
        'These words of your original resume were not found in the optimized PDF: Kubernetes, Leeds.',
      ),
    ).toBeVisible();
    expect(
      item.getByText('Nothing needed changing: the order already suited this job.'),
    ).toBeVisible();
  });

  it('is in Russian, with the Russian names of keywords where they have one', async () => {
    localStorage.setItem('language', 'ru');
    const item = await openReport(tailoringReport());
    expect(
      within(item.getByRole('region', { name: 'Не нашли такими словами (1)' })).getByText(
        'командная работа',
      ),
    ).toBeVisible();
    expect(
      item.getByText(
        'Это видно в другом разделе — назовите прямо в навыках или в разделе «О себе».',
      ),
    ).toBeVisible();
    expect(
      item.getByText(
        'Цифры есть в 2 из 10 достижений. Где это правда, добавьте количество, проценты, деньги или сроки.',
      ),
    ).toBeVisible();
  });

  it('sets apart what the job asks for together with skills the resume shows, never calling it missing', async () => {
    const askedWithShown = [
      {
        label: 'food safety',
        ruLabel: 'пищевая безопасность',
        kind: 'hard_skill' as const,
        level: 'required' as const,
        foundIn: [],
        askedWith: [
          { label: 'FIFO', ruLabel: null },
          { label: 'HACCP', ruLabel: null },
        ],
      },
    ];
    const report = tailoringReport({
      after: matchReport({ score: 71, keywordScore: 70, atsScore: 75, askedWithShown }),
    });
    const item = await openReport(report);
    const group = item.getByRole('region', { name: 'Asked with what you show (1)' });
    expect(within(group).getByText('food safety')).toBeVisible();
    expect(within(group).getByText('Asked together with: FIFO and HACCP')).toBeVisible();
    expect(
      within(item.getByRole('region', { name: 'Not in your resume (1)' })).queryByText(
        'food safety',
      ),
    ).toBeNull();
  });

  it('says whether the resume shows the degree the job requires, in both languages', async () => {
    const education = {
      id: 'education' as const,
      status: 'warn' as const,
      details: { asked: ['Bachelor’s degree in Civil Engineering'], found: [] },
    };
    const withCheck = (base: ReturnType<typeof matchReport>) => ({
      ...base,
      atsChecks: [...base.atsChecks, education],
    });
    const report = tailoringReport({
      before: withCheck(matchReport()),
      after: withCheck(matchReport({ score: 71, keywordScore: 70, atsScore: 75 })),
    });
    const item = await openReport(report);
    const ats = item.getByRole('region', { name: 'ATS checks' });
    expect(
      within(ats).getByText(
        'The job asks for “Bachelor’s degree in Civil Engineering”, and we found no degree or university in your resume. If you have one, add it under Education with its name and school.',
      ),
    ).toBeVisible();
  });

  it('names that group in Russian too', async () => {
    localStorage.setItem('language', 'ru');
    const report = tailoringReport({
      after: matchReport({
        askedWithShown: [
          {
            label: 'food safety',
            ruLabel: 'пищевая безопасность',
            kind: 'hard_skill',
            level: 'required',
            foundIn: [],
            askedWith: [
              { label: 'FIFO', ruLabel: null },
              { label: 'temperature control', ruLabel: 'контроль температуры' },
            ],
          },
        ],
      }),
    });
    const item = await openReport(report);
    const group = item.getByRole('region', { name: 'Вместе с тем, что у вас есть (1)' });
    expect(within(group).getByText('пищевая безопасность')).toBeVisible();
    expect(
      within(group).getByText('В одном требовании с: FIFO и контроль температуры'),
    ).toBeVisible();
  });

  describe('of a resume tailored by a model', () => {
    const rewritten = tailoringReport({
      changes: [
        {
          kind: 'summary_rewritten',
          before: 'Backend developer.',
          after: 'Backend developer building TypeScript services on Kafka.',
        },
        {
          kind: 'bullet_rewritten',
          entry: 'Senior Backend Developer, Monzo',
          before: 'Made the payments API faster',
          after: 'Cut p95 latency of the payments API by 40%',
        },
      ],
    });

    it('shows each rewrite with what it read before and after', async () => {
      const item = await openReport(rewritten, 'ai');
      expect(item.getByText('Tailored by AI, checked for truthfulness')).toBeVisible();
      const changes = item.getByRole('region', { name: 'Changes made' });
      const [summary, bullet] = within(changes).getAllByRole('listitem');
      expect(within(summary!).getByText('Summary rewritten for the job')).toBeVisible();
      expect(within(summary!).getByText('Backend developer.')).toBeVisible();
      expect(
        within(summary!).getByText('Backend developer building TypeScript services on Kafka.'),
      ).toBeVisible();
      expect(
        within(bullet!).getByText(
          'An achievement under “Senior Backend Developer, Monzo” rewritten',
        ),
      ).toBeVisible();
      expect(within(bullet!).getByText('Made the payments API faster')).toBeVisible();
      expect(within(bullet!).getByText('Cut p95 latency of the payments API by 40%')).toBeVisible();
      expect(within(bullet!).getByText('Before')).toBeVisible();
      expect(within(bullet!).getByText('After')).toBeVisible();
      expect(changes).not.toHaveTextContent(/dropped/);
    });

    it.each([
      ['en', 1, '1 suggested edit was dropped because your resume does not say it.'],
      ['en', 3, '3 suggested edits were dropped because your resume does not say them.'],
      ['ru', 1, '1 предложенная правка отброшена, потому что в вашем резюме этого нет.'],
      ['ru', 2, '2 предложенные правки отброшены, потому что в вашем резюме этого нет.'],
      ['ru', 5, '5 предложенных правок отброшено, потому что в вашем резюме этого нет.'],
      ['ru', 21, '21 предложенная правка отброшена, потому что в вашем резюме этого нет.'],
    ])('says in %s how many of %i edits were dropped', async (language, count, sentence) => {
      localStorage.setItem('language', language);
      const item = await openReport({ ...rewritten, rejectedEdits: count }, 'ai');
      const changes = item.getByRole('region', { name: /Changes made|Что изменено/ });
      expect(within(changes).getByText(sentence)).toBeVisible();
    });
  });
});
