import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FitCheck } from '../../../../shared/schemas/fit-check';
import {
  bodyOf,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';
import { listItem, SIGNED_IN } from '../testing/resume-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fitCheck(overrides: Partial<FitCheck> = {}): FitCheck {
  return {
    verdict: 'stretch',
    reasons: [
      { code: 'requirements_partly_shown', values: { shown: 1, total: 2 } },
      { code: 'requirements_missing', values: { count: 1 } },
    ],
    mustHaves: [
      {
        label: 'Phlebotomy',
        ruLabel: 'забор крови',
        kind: 'hard_skill',
        level: 'required',
        status: 'shown',
        evidence: { section: 'experience', line: 'Took bloods for 28 patients a shift' },
      },
      {
        label: 'NMC registration',
        ruLabel: null,
        kind: 'tool',
        level: 'required',
        status: 'not_shown',
        evidence: null,
      },
    ],
    niceToHaves: [],
    seniority: { fit: 'unknown', yearsAsked: null, yearsShown: 4 },
    place: { fit: 'unknown', workMode: 'onsite', location: null },
    pay: {
      fit: 'partly',
      posting: { min: 28000, max: 32000, currency: 'GBP', period: 'year' },
    },
    redFlags: [],
    jobTitle: 'Staff Nurse',
    resume: { id: 'r1', fileName: 'ann-lee.pdf' },
    ...overrides,
  };
}

describe('/fit-check', () => {
  it('waits for the session before it checks, so a member clicking early gets a member’s check', async () => {
    let answerSession: () => void = () => undefined;
    const api = stubApi({
      'GET /api/session': () =>
        new Promise<Response>((resolve) => {
          answerSession = () => resolve(SIGNED_IN['GET /api/session']());
        }),
      'GET /api/resumes': () =>
        jsonResponse({ resumes: [listItem({ id: 'r1', fileName: 'ann-lee.pdf' })] }),
      'POST /api/fit-check': () => jsonResponse({ fit: fitCheck() }),
    });
    const { user } = renderApp('/fit-check');

    await user.type(await screen.findByLabelText('The job posting'), 'Staff Nurse. Requirements');
    const button = screen.getByRole('button', { name: 'Check my fit' });
    // The page cannot yet tell a member from a visitor: nothing is sent as either.
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.requestsTo('POST /api/fit-check/trial')).toHaveLength(0);

    answerSession();
    await screen.findByLabelText('Your resume');
    await user.click(screen.getByRole('button', { name: 'Check my fit' }));
    expect(await screen.findByRole('heading', { name: 'Stretch' })).toBeVisible();
    expect(api.requestsTo('POST /api/fit-check')).toHaveLength(1);
    expect(api.requestsTo('POST /api/fit-check/trial')).toHaveLength(0);
  });

  it('reads a pasted posting against the seeker’s latest resume and shows each line', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/resumes': () =>
        jsonResponse({ resumes: [listItem({ id: 'r1', fileName: 'ann-lee.pdf' })] }),
      'POST /api/fit-check': () => jsonResponse({ fit: fitCheck() }),
    });
    const { user } = renderApp('/fit-check');

    await user.type(
      await screen.findByLabelText('The job posting'),
      'Staff Nurse. Requirements: …',
    );
    await user.click(screen.getByText('Your limits (optional)'));
    await user.type(screen.getByLabelText('Your minimum pay'), '30000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await user.click(screen.getByRole('checkbox', { name: 'On site' }));
    await user.click(screen.getByRole('button', { name: 'Check my fit' }));

    expect(await screen.findByRole('heading', { name: 'Stretch' })).toBeVisible();
    expect(screen.getByText('Your resume shows 1 of its 2 must-haves.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Must-haves' });
    const shown = within(table).getByRole('row', { name: /Phlebotomy/ });
    expect(shown).toHaveTextContent('Took bloods for 28 patients a shift');
    expect(within(table).getByRole('row', { name: /NMC registration/ })).toHaveTextContent(
      'Not shown',
    );
    expect(screen.getByText(/28,000–32,000 GBP per year/)).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/fit-check')[0]?.[1])).toEqual({
      posting: 'Staff Nurse. Requirements: …',
      jobTitle: '',
      seeker: {
        salaryFloor: { amount: 30000, currency: 'GBP', period: 'year' },
        workModes: ['onsite'],
      },
    });
    // The limits stay in this browser for the next check.
    expect(JSON.parse(localStorage.getItem('hireready.fitCheck.limits') ?? '{}')).toMatchObject({
      floor: '30000',
      currency: 'GBP',
    });
  });

  it('sends a board vacancy by its id, and tells a seeker without a resume where to get one', async () => {
    stubApi({ ...SIGNED_IN, 'GET /api/resumes': () => jsonResponse({ resumes: [] }) });
    renderApp('/fit-check?vacancy=v1');
    expect(await screen.findByText(/Upload your resume in the Resume Builder first/)).toBeVisible();
    expect(screen.getByText('Checking the vacancy from the job board.')).toBeVisible();
    expect(screen.queryByLabelText('The job posting')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my fit' })).toBeDisabled();
  });

  it('lets a visitor paste a resume, warns of a fee, and keeps the text after a refusal', async () => {
    let calls = 0;
    stubApi({
      ...GUEST_SESSION,
      'POST /api/fit-check/trial': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(
              {
                error: {
                  code: 'rate_limited',
                  message: 'Too many requests. Try again in 5 minutes.',
                },
              },
              429,
            )
          : jsonResponse({
              fit: fitCheck({
                verdict: 'skip',
                reasons: [{ code: 'red_flag', values: { count: 1 } }],
                redFlags: [{ code: 'fee', quote: 'A £50 uniform deposit is taken from your pay.' }],
                resume: { id: null, fileName: null },
              }),
            });
      },
    });
    localStorage.setItem('language', 'ru');
    const { user } = renderApp('/fit-check');

    await user.type(await screen.findByLabelText('Текст вакансии'), 'Медсестра');
    await user.type(
      screen.getByLabelText('Ваше резюме текстом'),
      'Анна\nОпыт работы\n- забор крови',
    );
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Too many requests. Try again in 5 minutes.')).toBeVisible();
    expect(screen.getByLabelText('Ваше резюме текстом')).toHaveValue(
      'Анна\nОпыт работы\n- забор крови',
    );

    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByRole('heading', { name: 'Лучше пропустить' })).toBeVisible();
    expect(screen.getByText('В вакансии есть тревожный признак — он ниже.')).toBeVisible();
    expect(screen.getByText(/Кандидата просят заплатить/)).toBeVisible();
    expect(screen.getByText('A £50 uniform deposit is taken from your pay.')).toBeVisible();
    expect(screen.getByText('Ничего из вставленного не сохранено.')).toBeVisible();
  });
});
