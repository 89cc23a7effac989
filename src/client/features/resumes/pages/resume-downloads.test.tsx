import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, listItem } from '../testing/resume-fixtures';

// The Word and text versions are made on request and take a few seconds (issue 35): the link
// says the file is being prepared, then hands it over with the name the server gave it.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WORD = 'GET /api/resumes/r1/download?file=tailored&format=docx';

function wordFile(): Response {
  return new Response('PK', {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Content-Disposition':
        'attachment; filename="anna-smith.tailored.docx"; filename*=UTF-8\'\'%D0%90%D0%BD%D0%BD%D0%B0.docx',
    },
  });
}

describe('resume downloads', () => {
  it('says a Word file is being prepared, then saves it under its own name', async () => {
    const answer = deferred<Response>();
    stubApi({
      ...SIGNED_IN,
      'GET /api/resumes': () => jsonResponse({ resumes: [listItem()] }),
      [WORD]: () => answer.promise,
    });
    const createObjectURL = vi.fn(() => 'blob:word');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp('/dashboard/resume-creator');
    const item = within(await screen.findByRole('listitem', { name: 'anna-smith.pdf' }));
    const word = item.getByRole('link', {
      name: 'Word (.docx) version of the optimized anna-smith.pdf',
    });
    await user.click(word);
    expect(item.getByText('Preparing the file…')).toBeVisible();
    expect(word).toHaveAttribute('aria-busy', 'true');

    answer.resolve(wordFile());
    await vi.waitFor(() => expect(saved).toEqual(['Анна.docx']));
    expect(item.queryByText('Preparing the file…')).toBeNull();
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('says when the file could not be prepared, in Russian too', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      'GET /api/resumes': () => jsonResponse({ resumes: [listItem()] }),
      [WORD]: () => new Response(null, { status: 503 }),
    });
    const { user } = renderApp('/dashboard/resume-creator');
    const item = within(await screen.findByRole('listitem', { name: 'anna-smith.pdf' }));
    await user.click(item.getByRole('link', { name: /Word \(\.docx\)/ }));
    expect(await item.findByText('Не удалось подготовить файл. Попробуйте ещё раз.')).toBeVisible();
  });
});
