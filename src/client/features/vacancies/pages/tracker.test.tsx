import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackerItem } from '../../../../shared/schemas/tracker';
import { bodyOf, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN } from '../testing/job-board-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const NO_BOARD = { 'GET /api/my/applications': () => jsonResponse({ applications: [] }) };

function item(overrides: Partial<TrackerItem> = {}): TrackerItem {
  return {
    id: 't1',
    source: 'tracker',
    title: 'Registered Veterinary Nurse',
    company: 'Harrogate Animal Clinic',
    location: 'Harrogate',
    pay: '£28,000 – £32,000 per annum',
    url: 'https://jobs.example.com/rvn-42',
    posting: 'Registered Veterinary Nurse…',
    notes: '',
    stage: 'applied',
    stageChangedAt: '2026-11-02T09:00:00.000Z',
    interviewAt: null,
    reminderDays: 10,
    createdAt: '2026-11-02T09:00:00.000Z',
    vacancyId: null,
    coverLetter: '',
    sentResume: null,
    ...overrides,
  };
}

describe('the tracker on My Applications', () => {
  it('lists the seeker’s own and the board’s applications, and moves one by its list', async () => {
    let stage: TrackerItem['stage'] = 'applied';
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_BOARD,
      'GET /api/tracker': () =>
        jsonResponse({
          items: [
            item({ stage }),
            item({
              id: 'b1',
              source: 'board',
              title: 'Backend Developer',
              company: 'Acme',
              stage: 'interview',
              vacancyId: 'v1',
              url: '',
              posting: '',
            }),
          ],
        }),
      'PATCH /api/tracker/t1': (init) => {
        stage = (bodyOf(init) as { stage: TrackerItem['stage'] }).stage;
        return jsonResponse({ item: item({ stage }) });
      },
    });
    const { user } = renderApp('/dashboard/applications');

    const nurse = (
      await screen.findByRole('heading', { name: 'Registered Veterinary Nurse' })
    ).closest('li')!;
    expect(within(nurse).getByText('Applied since Nov 2, 2026')).toBeVisible();
    const board = screen.getByRole('heading', { name: 'Backend Developer' }).closest('li')!;
    expect(
      within(board).getByText('On the HireReady job board: the stage follows the employer.'),
    ).toBeVisible();
    expect(within(board).queryByLabelText('Move to')).toBeNull();

    await user.selectOptions(within(nurse).getByLabelText('Move to'), 'Screening');
    expect(
      await screen.findByText('Moved “Registered Veterinary Nurse” to Screening.'),
    ).toBeVisible();
    expect(bodyOf(api.requestsTo('PATCH /api/tracker/t1')[0]?.[1])).toEqual({ stage: 'screening' });

    // The board view: a column per stage; the list's filter narrows to one stage.
    await user.selectOptions(screen.getByLabelText('View'), 'Board');
    const interview = screen.getByRole('region', { name: 'Interview' });
    expect(within(interview).getByRole('heading', { name: 'Backend Developer' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('View'), 'List');
    await user.selectOptions(screen.getByLabelText('Show'), 'Offer');
    expect(screen.getByText('No applications at this stage.')).toBeVisible();

    // The funnel: a row per stage, and the month's reply rate (both sent have had an answer).
    const funnel = screen.getByRole('table', { name: 'Your funnel' });
    expect(within(funnel).getByRole('row', { name: 'Screening 1 50%' })).toBeVisible();
    const replies = screen.getByRole('table', { name: 'Reply rate by month' });
    expect(within(replies).getByRole('row', { name: 'Nov 2026 2 2 100%' })).toBeVisible();
  });

  it('adds one from a pasted posting, read into fields the seeker checks first', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_BOARD,
      'GET /api/tracker': () => jsonResponse({ items: [] }),
      'POST /api/tracker/read': () =>
        jsonResponse({
          fields: {
            title: 'Sous Chef',
            company: 'The Carrowmore',
            location: 'Westport',
            pay: '€40,000 - €45,000 per annum',
            url: '',
          },
        }),
      'POST /api/tracker': (init) =>
        jsonResponse({ item: item({ ...(bodyOf(init) as object), id: 't2' }) }, 201),
    });
    const { user } = renderApp('/dashboard/applications');
    await user.click(await screen.findByRole('button', { name: 'Add an application' }));
    await user.click(screen.getByLabelText('Paste the posting (optional)'));
    await user.paste('Sous Chef at The Carrowmore…');
    await user.click(screen.getByRole('button', { name: 'Read the posting' }));
    expect(await screen.findByDisplayValue('Sous Chef')).toBeVisible();
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'Carrowmore Hotel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added to your tracker.')).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/tracker')[0]?.[1])).toEqual({
      title: 'Sous Chef',
      company: 'Carrowmore Hotel',
      location: 'Westport',
      pay: '€40,000 - €45,000 per annum',
      url: '',
      stage: 'applied',
      posting: 'Sous Chef at The Carrowmore…',
    });
  });

  it('takes the job a bookmarklet sent, in Russian, and offers the bookmarklet itself', async () => {
    localStorage.setItem('language', 'ru');
    const sent = { posting: 'Кладовщик\nКомпания: Склад-М', url: 'https://hh.ru/vacancy/1' };
    window.history.replaceState(
      null,
      '',
      `/dashboard/applications#track=${encodeURIComponent(JSON.stringify(sent))}`,
    );
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_BOARD,
      'GET /api/tracker': () => jsonResponse({ items: [] }),
      'POST /api/tracker/read': () =>
        jsonResponse({
          fields: { title: 'Кладовщик', company: 'Склад-М', location: '', pay: '', url: sent.url },
        }),
    });
    const { user } = renderApp(
      `/dashboard/applications#track=${encodeURIComponent(JSON.stringify(sent))}`,
    );
    expect(await screen.findByDisplayValue('Склад-М')).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/tracker/read')[0]?.[1])).toEqual(sent);
    // The fragment is read once and cleared: a reload does not add it again.
    expect(window.location.hash).toBe('');
    const bookmarklet = screen.getByRole('link', { name: 'В трекер HireReady' });
    // No script address sits in the page until the person reaches for the bookmark.
    expect(bookmarklet.getAttribute('href')).not.toMatch(/^javascript:/);
    await user.hover(bookmarklet);
    expect(bookmarklet.getAttribute('href')).toMatch(/^javascript:/);
    expect(decodeURIComponent(bookmarklet.getAttribute('href') ?? '')).toContain('JobPosting');
  });

  it('imports a CSV only when every row is ready, showing each row’s problem first', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_BOARD,
      'GET /api/tracker': () => jsonResponse({ items: [] }),
      'POST /api/tracker/import': (init) =>
        jsonResponse({ imported: (bodyOf(init) as { rows: unknown[] }).rows.length }, 201),
    });
    const { user } = renderApp('/dashboard/applications');
    const input = await screen.findByLabelText('Import from CSV');
    const bad = 'title,company,stage\nNurse,NHS,applied\nChef,Carrowmore,hired\n';
    await user.upload(input, new File([bad], 'tracker.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Choose a stage from the list.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 2 applications' })).toBeDisabled();

    const good =
      '\uFEFFtitle,company,stage,reminderDays\nNurse,NHS,applied,off\nChef,Carrowmore,interview,7\nDev,Acme,offer,,\n';
    await user.upload(input, new File([good], 'tracker.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Import 3 applications' }));
    expect(await screen.findByText('Imported 3 applications.')).toBeVisible();
    const { rows } = bodyOf(api.requestsTo('POST /api/tracker/import')[0]?.[1]) as {
      rows: { title: string; stage: string; reminderDays: number | null }[];
    };
    expect(rows.map((row) => [row.title, row.stage, row.reminderDays])).toEqual([
      ['Nurse', 'applied', null],
      ['Chef', 'interview', 7],
      ['Dev', 'offer', 10],
    ]);
  });

  it('keeps what was sent: a copy of a chosen resume and the letter, then offers the copy', async () => {
    let sent: TrackerItem['sentResume'] = null;
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_BOARD,
      'GET /api/tracker': () => jsonResponse({ items: [item({ sentResume: sent })] }),
      'GET /api/resumes': () =>
        jsonResponse({
          resumes: [{ id: 'r1', fileName: 'ann-lee.pdf', createdAt: '2026-11-01T00:00:00.000Z' }],
        }),
      'POST /api/tracker/t1/sent': () => {
        sent = { fileName: 'ann-lee.pdf', resumeId: 'r1' };
        return jsonResponse({ item: item({ sentResume: sent, coverLetter: 'Dear team' }) });
      },
    });
    const { user } = renderApp('/dashboard/applications');
    await user.click(await screen.findByText('What you sent'));
    await user.selectOptions(screen.getByLabelText('Resume you sent'), 'ann-lee.pdf');
    await user.type(screen.getByLabelText('Cover letter'), 'Dear team');
    await user.click(screen.getByRole('button', { name: 'Keep what I sent' }));
    expect(
      await screen.findByText('Kept what you sent for “Registered Veterinary Nurse”.'),
    ).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/tracker/t1/sent')[0]?.[1])).toEqual({
      resumeId: 'r1',
      file: 'tailored',
      coverLetter: 'Dear team',
    });
    expect(await screen.findByRole('link', { name: 'Download ann-lee.pdf' })).toHaveAttribute(
      'href',
      '/api/tracker/t1/sent-resume',
    );
    // Practice for this interview starts from the role, the posting and the resume that was sent.
    await user.click(screen.getByRole('link', { name: 'Practice for this interview' }));
    expect(await screen.findByLabelText('Base the questions on my resume (optional)')).toHaveValue(
      'r1',
    );
    expect(screen.getByLabelText('Job Title')).toHaveValue('Registered Veterinary Nurse');
  });
});
