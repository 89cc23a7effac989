import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as realI18n from 'react-i18next';
import * as realRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import * as serverRouter from './server-router';
import * as serverI18n from './server-translation';

// The server-side build renders pages with lighter links and a lighter translation hook (issue 36).
// The browser hydrates that HTML with React Router's and react-i18next's own, so the markup must be
// the same character for character: each case here is rendered with both and compared.

type Router = typeof realRouter;

function renderAt(location: string, tree: (router: Router) => ReactNode, router: Router): string {
  const memory = realRouter.createMemoryRouter([{ path: '*', element: tree(router) }], {
    initialEntries: [location],
  });
  return renderToString(<realRouter.RouterProvider router={memory} />);
}

const LINKS: Array<[string, string, (router: Router) => ReactNode]> = [
  ['a plain address', '/', (r) => <r.Link to="/vacancies">Vacancies</r.Link>],
  [
    'a query, a hash, state, a target and a class',
    '/',
    (r) => (
      <r.Link
        to="/vacancies/abc?salary=1#top"
        state={{ from: 'home' }}
        replace
        target="_blank"
        className="link"
        onClick={() => undefined}
        aria-label="Open"
      >
        Open
      </r.Link>
    ),
  ],
  ['a relative address', '/blog/post', (r) => <r.Link to="../vacancies">Back</r.Link>],
  ['a "." segment', '/blog', (r) => <r.Link to="/blog/./post">Post</r.Link>],
  ['a trailing slash', '/', (r) => <r.Link to="/blog/">Blog</r.Link>],
  ['a location object', '/', (r) => <r.Link to={{ pathname: '/blog', search: '?p=2' }}>2</r.Link>],
  [
    'a full document load',
    '/',
    (r) => (
      <r.Link to="/blog" reloadDocument>
        Blog
      </r.Link>
    ),
  ],
  ['another site', '/', (r) => <r.Link to="https://example.com/x">Out</r.Link>],
  [
    'no discovery',
    '/',
    (r) => (
      <r.Link to="/blog" discover="none">
        Blog
      </r.Link>
    ),
  ],
  ['a nav link on its page', '/vacancies', (r) => <r.NavLink to="/vacancies">Jobs</r.NavLink>],
  [
    'a nav link below its page',
    '/vacancies/abc',
    (r) => (
      <r.NavLink to="/vacancies" className="nav">
        Jobs
      </r.NavLink>
    ),
  ],
  [
    'a nav link with end, below its page',
    '/vacancies/abc',
    (r) => (
      <r.NavLink to="/vacancies" end>
        Jobs
      </r.NavLink>
    ),
  ],
  ['the home nav link elsewhere', '/blog', (r) => <r.NavLink to="/">Home</r.NavLink>],
  ['the home nav link at home', '/', (r) => <r.NavLink to="/">Home</r.NavLink>],
  [
    'a nav link with a page that only starts alike',
    '/vacancies-archive',
    (r) => <r.NavLink to="/vacancies">Jobs</r.NavLink>,
  ],
  [
    'class, style and children from the state',
    '/blog',
    (r) => (
      <r.NavLink
        to="/blog"
        className={({ isActive }) => (isActive ? 'on' : 'off')}
        style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}
        aria-current="true"
      >
        {({ isActive }) => (isActive ? 'Blog (here)' : 'Blog')}
      </r.NavLink>
    ),
  ],
  [
    'case-sensitive and not',
    '/Blog',
    (r) => (
      <>
        <r.NavLink to="/blog">a</r.NavLink>
        <r.NavLink to="/blog" caseSensitive>
          b
        </r.NavLink>
      </>
    ),
  ],
];

describe("the server's links", () => {
  it.each(LINKS)('write what React Router writes: %s', (_name, location, tree) => {
    const expected = renderAt(location, tree, realRouter);
    expect(expected).toContain('<a');
    expect(renderAt(location, tree, serverRouter as unknown as Router)).toBe(expected);
  });
});

function createInstance(language: 'en' | 'ru') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    defaultNS: 'common',
    ns: ['common', 'vacancies', 'errors'],
    resources: {
      en: {
        common: {
          title: 'Vacancies',
          applicants_one: '{{count}} applicant',
          applicants_other: '{{count}} applicants',
        },
        vacancies: { apply: 'Apply', title: 'Job' },
        errors: { notFound: 'Not found' },
      },
      ru: {
        common: {
          title: 'Вакансии',
          applicants_one: '{{count}} отклик',
          applicants_few: '{{count}} отклика',
          applicants_many: '{{count}} откликов',
        },
        vacancies: { apply: 'Откликнуться' },
        errors: { notFound: 'Не найдено' },
      },
    },
  });
  return instance;
}

// The app's own texts type every key; these tests bring texts of their own.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
type Hook = (ns?: string | string[]) => [LooseT, { language: string }, boolean] & { t: LooseT };

function Texts({ useTranslation }: { useTranslation: Hook }) {
  const { t } = useTranslation();
  const [tVacancies, instance, ready] = useTranslation('vacancies');
  const both = useTranslation(['vacancies', 'errors']);
  return (
    <p>
      {t('title')} · {t('applicants', { count: 3 })} · {tVacancies('apply')} · {tVacancies('title')}{' '}
      · {both.t('errors:notFound')} · {both.t('apply')} · {instance.language} · {String(ready)}
    </p>
  );
}

describe("the server's translation hook", () => {
  it.each(['en', 'ru'] as const)('gives the texts react-i18next gives (%s)', (language) => {
    const instance = createInstance(language);
    const render = (useTranslation: Hook) =>
      renderToString(
        <realI18n.I18nextProvider i18n={instance}>
          <Texts useTranslation={useTranslation} />
        </realI18n.I18nextProvider>,
      );
    const expected = render(realI18n.useTranslation as unknown as Hook);
    expect(expected).toContain(language === 'en' ? '3 applicants' : '3 отклика');
    expect(render(serverI18n.useTranslation as unknown as Hook)).toBe(expected);
  });
});
