import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch-on-intent';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function setUp() {
  const loadJobs = vi.fn(async () => ({}));
  const loadJob = vi.fn(async () => ({}));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, element: null },
        { path: 'vacancies', lazy: loadJobs },
        { path: 'vacancies/:id', lazy: loadJob },
      ],
    },
  ];
  document.body.innerHTML = `
    <a href="/vacancies">Job board</a>
    <a href="/vacancies/42"><span>Backend Developer</span></a>
    <a href="https://elsewhere.example/vacancies">Elsewhere</a>
    <a href="/">Home</a>
    <button type="button">Not a link</button>`;
  stop = prefetchOnIntent(routes);
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
  return { loadJobs, loadJob, link };
}

describe('prefetching a page on intent', () => {
  it('loads the page a link leads to when the pointer rests on it, once', () => {
    const { loadJobs, loadJob, link } = setUp();
    link('Job board').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('Job board').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadJobs).toHaveBeenCalledTimes(1);
    expect(loadJob).not.toHaveBeenCalled();
  });

  it('reacts to keyboard focus and touch, from inside the link too', () => {
    const { loadJobs, loadJob, link } = setUp();
    link('Backend Developer')
      .querySelector('span')!
      .dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(loadJob).toHaveBeenCalledTimes(1);
    link('Job board').focus();
    expect(loadJobs).toHaveBeenCalledTimes(1);
  });

  it('leaves other sites, pages already in the entry and non-links alone', () => {
    const { loadJobs, loadJob, link } = setUp();
    link('Elsewhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('Home').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadJobs).not.toHaveBeenCalled();
    expect(loadJob).not.toHaveBeenCalled();
  });

  it('tries again after a failed load, and stops listening when asked', async () => {
    const { loadJobs, loadJob, link } = setUp();
    loadJobs.mockRejectedValueOnce(new Error('offline'));
    link('Job board').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loadJobs).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    link('Job board').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadJobs).toHaveBeenCalledTimes(2);

    stop();
    document
      .querySelector<HTMLAnchorElement>('a[href="/vacancies/42"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadJob).not.toHaveBeenCalled();
  });
});
