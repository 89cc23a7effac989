import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, deferred, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, VACANCY_ID, vacancyView, viewer } from '../testing/job-board-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
const SAVE = `PUT /api/vacancies/${VACANCY_ID}/save`;
const UNSAVE = `DELETE /api/vacancies/${VACANCY_ID}/save`;
const APPLY = `POST /api/vacancies/${VACANCY_ID}/applications`;
const PAGE = `/vacancies/${VACANCY_ID}`;
const UPLOAD = `POST /api/vacancies/${VACANCY_ID}/applications/upload`;
const RESUMES = 'GET /api/resumes';
const NO_RESUMES = { [RESUMES]: () => jsonResponse({ resumes: [] }) };
const ONE_RESUME = {
  [RESUMES]: () =>
    jsonResponse({
      resumes: [
        {
          id: 'r1',
          fileName: 'anna.pdf',
          createdAt: '2026-03-01T10:00:00.000Z',
          scoreBefore: 61,
          scoreAfter: 78,
          mode: 'offline',
          jobDescription: 'Backend developer',
        },
      ],
    }),
};

const APPLICATION = {
  id: 'a1',
  status: 'pending' as const,
  appliedAt: '2026-03-11T12:00:00.000Z',
};

describe('saving a vacancy', () => {
  it("toggles the bookmark with 'Added to saved jobs' / 'Removed from saved jobs' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isSaved = false;
    const api = stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ isSaved }) })),
      [SAVE]: () => {
        isSaved = true;
        return jsonResponse({ isSaved: true });
      },
      [UNSAVE]: () => {
        isSaved = false;
        return jsonResponse({ isSaved: false });
      },
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Added to saved jobs')).toBeVisible();
    expect(screen.getByText('Added to saved jobs').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Remove from saved jobs' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Added to saved jobs')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove from saved jobs' }));
    expect(await screen.findByText('Removed from saved jobs')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save job' })).toBeVisible();
    expect(api.requestsTo(SAVE)).toHaveLength(1);
    expect(api.requestsTo(UNSAVE)).toHaveLength(1);
  });

  it("says 'Failed to update saved status' when saving fails", async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })),
      [SAVE]: () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Failed to update saved status')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save job' })).toBeEnabled();
  });
});

describe('sharing a vacancy', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('uses the browser share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubApi({ ...SIGNED_IN, [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })) });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Backend Developer',
      text: 'Backend Developer at Acme',
      url: `${window.location.origin}${PAGE}`,
    });
    expect(screen.queryByText('Link copied to clipboard')).toBeNull();
  });

  it('otherwise copies the link and says so', async () => {
    stubApi({ ...SIGNED_IN, [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })) });
    const { user } = renderApp(PAGE);
    // user-event puts its own clipboard in the page; watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PAGE}`);
  });

  it('says when the link cannot be copied either', async () => {
    stubApi({ ...SIGNED_IN, [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })) });
    const { user } = renderApp(PAGE);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('Could not copy the link. Copy it from the address bar.'),
    ).toBeVisible();
  });
});

describe('applying', () => {
  it('sends the cover letter and shows the application in place of Apply Now', async () => {
    const answer = deferred<Response>();
    let application: typeof APPLICATION | null = null;
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_RESUMES,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ application }) })),
      [APPLY]: async () => {
        const response = await answer.promise;
        application = APPLICATION;
        return response;
      },
    });
    const { user } = renderApp(PAGE);

    const applyNow = await screen.findByRole('button', { name: 'Apply Now' });
    expect(applyNow).toHaveAttribute('aria-expanded', 'false');
    await user.click(applyNow);
    const letter = await screen.findByLabelText('Cover letter');
    // Focus moves to the letter once the form has painted (a moment later on a busy machine).
    await waitFor(() => expect(letter).toHaveFocus());
    expect(letter).toHaveAccessibleDescription('Optional. Up to 5,000 characters.');
    await user.type(letter, '  I built payment systems for five years.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(bodyOf(api.requestsTo(APPLY)[0]?.[1])).toEqual({
      coverLetter: 'I built payment systems for five years.',
    });
    expect(api.unexpected).toEqual([]);
    answer.resolve(jsonResponse({ application: { ...APPLICATION, coverLetter: 'I built…' } }, 201));

    expect(await screen.findByText('Application submitted successfully')).toBeVisible();
    const state = screen.getByText('You applied on Mar 11, 2026. Status: Pending');
    expect(state).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByLabelText('Cover letter')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all your applications' })).toHaveAttribute(
      'href',
      '/dashboard/applications',
    );
  });

  it('sends no cover letter when none is written, and Cancel closes the form', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_RESUMES,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })),
      [APPLY]: () => jsonResponse({ application: { ...APPLICATION, coverLetter: null } }, 201),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Cover letter')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted successfully')).toBeVisible();
    expect(bodyOf(api.requestsTo(APPLY)[0]?.[1])).toEqual({ coverLetter: null });
  });

  it('sends the tailored version of a Resume Builder resume', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...ONE_RESUME,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })),
      [APPLY]: () => jsonResponse({ application: { ...APPLICATION, coverLetter: null } }, 201),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const picker = await screen.findByLabelText('Resume');
    expect(picker).toHaveAccessibleDescription(
      'Optional. The employer can download the file you send.',
    );
    await screen.findByRole('option', { name: 'anna.pdf — tailored (Mar 1, 2026)' });
    // The newest tailored resume is chosen already.
    expect(picker).toHaveDisplayValue('anna.pdf — tailored (Mar 1, 2026)');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted successfully')).toBeVisible();
    expect(bodyOf(api.requestsTo(APPLY)[0]?.[1])).toEqual({
      coverLetter: null,
      resumeId: 'r1',
      resumeFile: 'tailored',
    });
  });

  it('uploads a file with the letter, and asks for one before sending without it', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_RESUMES,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })),
      [UPLOAD]: () => jsonResponse({ application: { ...APPLICATION, coverLetter: 'Hi' } }, 201),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await user.type(await screen.findByLabelText('Cover letter'), 'Hi');
    await user.selectOptions(screen.getByLabelText('Resume'), 'Upload a file…');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const fileInput = screen.getByLabelText('Resume file');
    expect(fileInput).toHaveAccessibleDescription(/Choose the file to attach/);
    expect(api.requestsTo(UPLOAD)).toHaveLength(0);

    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(fileInput, pdf);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted successfully')).toBeVisible();
    const sent = api.requestsTo(UPLOAD)[0]?.[1]?.body as FormData;
    expect(sent.get('coverLetter')).toBe('Hi');
    expect((sent.get('file') as File).name).toBe('cv.pdf');
  });

  it('shows an earlier application and its status instead of Apply Now', async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () =>
        jsonResponse(
          vacancyView({ viewer: viewer({ application: { ...APPLICATION, status: 'interview' } }) }),
        ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('You applied on Mar 11, 2026. Status: Interview')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it.each([
    [
      409,
      { error: { code: 'already_applied', message: 'You have already applied to this vacancy.' } },
      'You have already applied to this vacancy.',
    ],
    [500, null, 'Failed to submit application'],
  ])('explains a %i answer and keeps the letter', async (status, body, message) => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })),
      [APPLY]: () => jsonResponse(body, status),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await user.type(screen.getByLabelText('Cover letter'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Cover letter')).toHaveValue('Hello');
  });
});
