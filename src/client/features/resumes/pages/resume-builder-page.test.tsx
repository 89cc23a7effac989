import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MAX_BYTES } from '../../../../shared/constants';
import { deferred, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { READ, SIGNED_IN, detail, listItem, pdfFile, reading } from '../testing/resume-fixtures';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/dashboard/resume-creator';
const LIST = 'GET /api/resumes';
const EMPTY_LIST = { [LIST]: () => jsonResponse({ resumes: [] }) };
const JOB = 'Backend developer: TypeScript, Kafka, teamwork.';

/** Chooses a file the way the picker's "All files" option lets a user, whatever its type. */
function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Resume (PDF or Word)'), { target: { files: [file] } });
}

describe('resume builder page', () => {
  // A whole journey through the app: more steps than the default five seconds on a busy machine.
  it('enables Optimize Resume only with a job description and a PDF, then shows the new resume and its report', async () => {
    const answer = deferred<Response>();
    const stored = [listItem({ id: 'old', fileName: 'old.pdf' })];
    const created = detail({ id: 'new', fileName: 'anna-smith.pdf' });
    const api = stubApi({
      ...SIGNED_IN,
      ...READ,
      [LIST]: () => jsonResponse({ resumes: stored }),
      'POST /api/resumes': async () => {
        const response = await answer.promise;
        stored.unshift(listItem({ id: 'new', fileName: 'anna-smith.pdf' }));
        return response;
      },
    });
    const { user } = renderApp(PAGE);

    const optimize = await screen.findByRole('button', { name: 'Optimize Resume' });
    expect(optimize).toBeDisabled();
    expect(optimize).toHaveAccessibleDescription(
      'Please provide a job description and select a resume',
    );
    await user.type(screen.getByLabelText('Job Description / Requirements'), '   ');
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
    expect(optimize).toBeDisabled();
    await user.click(screen.getByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await waitFor(() => expect(optimize).toBeEnabled());
    // jsdom has no Web Workers, so pdf.js is never loaded and the preview says it failed.
    expect(await screen.findByText('Failed to generate preview')).toBeVisible();

    await user.click(optimize);
    expect(screen.getByRole('button', { name: 'Optimizing...' })).toBeDisabled();
    const sent = api.requestsTo('POST /api/resumes')[0]?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('jobDescription')).toBe(`   ${JOB}`);
    expect(((sent as FormData).get('file') as File).name).toBe('anna-smith.pdf');

    answer.resolve(jsonResponse({ resume: created }, 201));
    expect(
      await screen.findByText('Your resume is optimized. Its report is open below.'),
    ).toBeVisible();
    const list = screen.getByRole('region', { name: 'Your Optimized Resumes' });
    const items = within(list).getAllByRole('listitem', { name: /\.pdf$/ });
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['anna-smith.pdf', 'old.pdf']);
    const newest = within(items[0]!);
    expect(newest.getByText('Match score 54 → 71')).toBeVisible();
    expect(newest.getByText('Reformatted and reordered (offline)')).toBeVisible();
    expect(newest.queryByText(/AI-optimized/i)).toBeNull();
    expect(newest.getByRole('button', { name: 'Hide report' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(newest.getByRole('heading', { name: 'Changes made' })).toBeVisible();
    expect(
      newest.getByRole('link', { name: 'Download the optimized anna-smith.pdf' }),
    ).toHaveAttribute('href', '/api/resumes/new/download?file=tailored');
    expect(newest.getByRole('link', { name: 'Original PDF of anna-smith.pdf' })).toHaveAttribute(
      'href',
      '/api/resumes/new/download?file=original',
    );
    // The text stays for another resume; the file input is cleared, and no "please provide…"
    // stands under the success as if something had gone wrong, until the user changes something.
    expect(screen.getByLabelText('Job Description / Requirements')).toHaveValue(`   ${JOB}`);
    expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();
    expect(
      screen.queryByText('Please provide a job description and select a resume'),
    ).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Job Description / Requirements'), ' ');
    expect(
      await screen.findByText('Please provide a job description and select a resume'),
    ).toBeVisible();
  }, 20_000);

  it('says after the upload when the daily AI limit made it offline, in the server’s words', async () => {
    const message =
      "You have reached today's limit of 1 AI requests. It resets at midnight UTC, in 7 h 12 min; until then the offline coach does the work.";
    const notice = { code: 'ai_daily_limit', message, resetsAt: '2025-03-10T00:00:00.000Z' };
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      ...READ,
      'POST /api/resumes': () => jsonResponse({ resume: detail({ id: 'new' }), notice }, 201),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
    expect(screen.queryByText(message)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Optimize Resume' }));

    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByText('Your resume is optimized. Its report is open below.')).toBeVisible();
  });

  it('refuses a file that is not a PDF or Word file, empty or over 5 MB, before sending anything', async () => {
    const api = stubApi({ ...SIGNED_IN, ...EMPTY_LIST, ...READ });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);

    chooseFile(new File(['<html></html>'], 'resume.html', { type: 'text/html' }));
    expect(screen.getByText('Please upload a valid PDF file')).toBeVisible();
    expect(screen.getByLabelText('Resume (PDF or Word)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();

    chooseFile(pdfFile({ size: RESUME_MAX_BYTES + 1 }));
    expect(screen.getByText('File size must be less than 5MB')).toBeVisible();
    expect(screen.queryByText('Please upload a valid PDF file')).toBeNull();
    expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();

    chooseFile(new File(['x'], 'resume.doc', { type: 'application/msword' }));
    expect(screen.getByText(/This is an old Word 97–2003 file \(\.doc\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();

    chooseFile(new File([], 'resume.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(/This file is empty \(0 bytes\)/)).toBeVisible();

    const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    chooseFile(new File(['PK'], 'resume.docx', { type: word }));
    expect(
      screen.getByText(
        'Word files are not previewed here. Check what we read from your file in the form below.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Failed to generate preview')).toBeNull();

    chooseFile(pdfFile({ size: RESUME_MAX_BYTES }));
    expect(screen.queryByText('File size must be less than 5MB')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeEnabled(),
    );
    expect(api.requestsTo('POST /api/resumes')).toHaveLength(0);
    // Only files that passed the checks here were sent to be read.
    expect(api.requestsTo('POST /api/resumes/read')).toHaveLength(2);
  });

  it.each([
    [413, 'resume_file_too_large', 'File size must be less than 5MB'],
    [422, 'resume_no_text', 'This PDF has no text we can read: it looks like a scan or a picture.'],
    [429, 'rate_limited', 'Too many attempts. Please wait 5 min and try again.'],
  ])(
    "shows the server's %i message and keeps the text and the file",
    async (status, code, message) => {
      stubApi({
        ...SIGNED_IN,
        ...EMPTY_LIST,
        ...READ,
        'POST /api/resumes': () => jsonResponse({ error: { code, message } }, status),
      });
      const { user } = renderApp(PAGE);
      await user.click(await screen.findByLabelText('Job Description / Requirements'));
      await user.paste(JOB);
      await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
      await user.click(screen.getByRole('button', { name: 'Optimize Resume' }));

      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText('Job Description / Requirements')).toHaveValue(JOB);
      expect(screen.getByRole('figure', { name: 'Preview of anna-smith.pdf' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeEnabled();
    },
  );

  it.each([
    [
      401,
      { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      'Please sign in to optimize resumes',
    ],
    [500, null, 'Failed to optimize resume. Please try again.'],
  ])('explains a %i answer to the upload', async (status, body, message) => {
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      ...READ,
      'POST /api/resumes': () => jsonResponse(body, status),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Optimize Resume' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('says when there are no resumes yet', async () => {
    stubApi({ ...SIGNED_IN, ...EMPTY_LIST });
    renderApp(PAGE);
    expect(
      await screen.findByText('No optimized resumes found. Start by optimizing a new resume!'),
    ).toBeVisible();
  });

  it.each([
    [500, null, 'Unable to load your resumes. Please try again later.'],
    [
      401,
      { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      'Please sign in to access your resumes',
    ],
  ])('explains a list that fails with %i', async (status, body, message) => {
    stubApi({ ...SIGNED_IN, [LIST]: () => jsonResponse(body, status) });
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('opens a report on demand and deletes a resume after confirmation', async () => {
    let stored = [listItem({ mode: 'ai' })];
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ resumes: stored }),
      'GET /api/resumes/r1': () => jsonResponse({ resume: detail({ mode: 'ai' }) }),
      'DELETE /api/resumes/r1': () => {
        stored = [];
        return jsonResponse({ id: 'r1', isDeleted: true });
      },
    });
    const { user } = renderApp(PAGE);

    const item = await screen.findByRole('listitem', { name: 'anna-smith.pdf' });
    expect(within(item).getByText('Tailored by AI, checked for truthfulness')).toBeVisible();
    expect(within(item).getByText(/^Created /)).toBeVisible();
    expect(api.requestsTo('GET /api/resumes/r1')).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'View report' }));
    expect(await within(item).findByRole('heading', { name: 'ATS checks' })).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Delete anna-smith.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this resume?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo('DELETE /api/resumes/r1')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete anna-smith.pdf' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('No optimized resumes found. Start by optimizing a new resume!'),
    ).toBeVisible();
    expect(api.requestsTo('DELETE /api/resumes/r1')).toHaveLength(1);
  });

  it('is in Russian when Russian is chosen', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, [LIST]: () => jsonResponse({ resumes: [listItem()] }) });
    renderApp(PAGE);

    expect(await screen.findByRole('button', { name: 'Оптимизировать резюме' })).toBeDisabled();
    expect(screen.getByLabelText('Описание вакансии / требования')).toBeVisible();
    const item = await screen.findByRole('listitem', { name: 'anna-smith.pdf' });
    expect(within(item).getByText('Переформатировано и переупорядочено (офлайн)')).toBeVisible();
    expect(within(item).getByText('Создано 9 мар. 2025 г., 10:00')).toBeVisible();
  });

  it('shows what was read beside the preview, highlights what to check, and optimizes what the user corrected', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      ...READ,
      'POST /api/resumes': () => jsonResponse({ resume: detail({ id: 'new' }) }, 201),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());

    const review = await screen.findByRole('region', { name: 'Check what we read' });
    expect(within(review).getByText('2 places to check are highlighted.')).toBeVisible();
    const name = within(review).getByLabelText('Name (with credentials, if you use them)');
    expect(name).toHaveAccessibleDescription(
      'We found no name at the top. Type your name as it should appear.',
    );
    const undated = within(review).getByLabelText('Experience, line 3');
    expect(undated).toHaveValue('Backend Developer, Wise');
    expect(undated).toHaveAccessibleDescription(
      'We found no dates for this job. Add them on the right if your resume has them.',
    );
    expect(within(review).getByLabelText('Printed on the right of Experience, line 1')).toHaveValue(
      'Jan 2021 - Present',
    );

    // The user fixes the name and the dates; the highlights go as each is fixed.
    await user.type(name, 'Anna Smith');
    expect(name).not.toHaveAccessibleDescription();
    await user.type(
      within(review).getByLabelText('Printed on the right of Experience, line 3'),
      'Mar 2018 - Dec 2020',
    );
    expect(
      within(review).getByText(
        'We read every part of this resume without doubt. Look it over anyway before you optimize.',
      ),
    ).toBeVisible();
    // A skill the file showed as a graphic, added; a line the reader put in the wrong place, moved.
    const skills = within(review).getByRole('group', { name: 'Section 2: Skills' });
    await user.click(within(skills).getByRole('button', { name: 'Add a line' }));
    await user.type(within(skills).getByLabelText('Skills, line 2'), 'Redis');
    await user.click(within(review).getByRole('button', { name: 'Move Experience, line 4 up' }));
    await user.click(within(review).getByRole('button', { name: 'Remove Experience, line 2' }));

    await user.click(screen.getByRole('button', { name: 'Optimize Resume' }));
    expect(
      await screen.findByText('Your resume is optimized. Its report is open below.'),
    ).toBeVisible();
    const sent = api.requestsTo('POST /api/resumes')[0]?.[1]?.body as FormData;
    const fields = JSON.parse(sent.get('fields') as string);
    expect(fields.name).toBe('Anna Smith');
    expect(fields.sections[0].blocks).toEqual([
      { kind: 'text', text: 'Senior Backend Developer, Monzo', aside: 'Jan 2021 - Present' },
      { kind: 'bullet', text: 'Built REST APIs for 2 million customers', aside: '' },
      { kind: 'text', text: 'Backend Developer, Wise', aside: 'Mar 2018 - Dec 2020' },
    ]);
    expect(fields.sections[1].blocks[1]).toEqual({ kind: 'text', text: 'Redis', aside: '' });
    // Done: the form is cleared for the next resume.
    expect(screen.queryByRole('region', { name: 'Check what we read' })).toBeNull();
  }, 20_000);

  it('says when the corrections of the same file are loaded, and keeps Optimize off for a file the server cannot read', async () => {
    let answer = jsonResponse({
      reading: reading({ unsure: [], source: 'saved', savedAt: '2025-03-09T10:00:00.000Z' }),
    });
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'POST /api/resumes/read': () => answer,
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
    expect(
      await screen.findByText(
        'You checked this file before: the corrections you confirmed on March 9, 2025 are loaded. Change anything that has changed since.',
      ),
    ).toBeVisible();

    const scan = 'This PDF has no text we can read: it looks like a scan or a picture.';
    answer = jsonResponse({ error: { code: 'resume_no_text', message: scan } }, 422);
    chooseFile(pdfFile({ name: 'scan.pdf' }));
    expect(await screen.findByText(scan)).toHaveAttribute('role', 'alert');
    const optimize = screen.getByRole('button', { name: 'Optimize Resume' });
    expect(optimize).toBeDisabled();
    expect(optimize).toHaveAccessibleDescription(
      'Choose a file we can read: the message above says what is wrong with this one.',
    );
  });

  it('still lets the user optimize when the reading could not be shown for a passing reason', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'POST /api/resumes/read': () =>
        jsonResponse(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many attempts. Please wait 5 min and try again.',
            },
          },
          429,
        ),
      'POST /api/resumes': () => jsonResponse({ resume: detail({ id: 'new' }) }, 201),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByLabelText('Job Description / Requirements'));
    await user.paste(JOB);
    await user.upload(screen.getByLabelText('Resume (PDF or Word)'), pdfFile());
    expect(
      await screen.findByText(
        'We could not show your resume for checking (Too many attempts. Please wait 5 min and try again.). You can still optimize it as we read it.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Optimize Resume' }));
    expect(
      await screen.findByText('Your resume is optimized. Its report is open below.'),
    ).toBeVisible();
    const sent = api.requestsTo('POST /api/resumes')[0]?.[1]?.body as FormData;
    expect(sent.get('fields')).toBeNull();
  });

  it('shows the form in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, ...EMPTY_LIST, ...READ });
    const { user } = renderApp(PAGE);
    await user.upload(await screen.findByLabelText('Резюме (PDF или Word)'), pdfFile());
    const review = await screen.findByRole('region', { name: 'Проверьте, что мы прочитали' });
    expect(within(review).getByText('Отмечено 2 места, которые стоит проверить.')).toBeVisible();
    expect(within(review).getByLabelText('Experience, строка 3')).toHaveAccessibleDescription(
      'Мы не нашли дат у этого места работы. Добавьте их справа, если они есть в резюме.',
    );
  });
});
