import { PAGE_PATTERNS } from '../../../shared/page-routes';
import { readOncePerRequest, type ServerPage } from '../../http/server-pages';
import type { JobBoardDeps } from './job-board';
import { loadVacancy } from './vacancies.service';
import { toVacancyDetail } from './vacancies.views';
import { isUuid } from './vacancy-access';
import { vacancyPageHead } from './vacancy-page-meta';

/**
 * The board's public pages as the server serves them: the board (its chunk preloaded) and an
 * active vacancy (its head for shared links, its content rendered as a guest sees it, ADR 0018).
 * Only a guest's view, whoever asks: a user's own relation to a vacancy never reaches the HTML.
 */
export function vacancyPages(deps: JobBoardDeps & { appUrl: string }): ServerPage[] {
  // The head and the content of one request read the vacancy once.
  const readOnce = readOncePerRequest((params) => deps.vacancies.findById(params.id ?? ''));
  return [
    {
      pattern: PAGE_PATTERNS.vacancies,
      clientModule: 'features/vacancies/pages/vacancies-page.tsx',
      // As its route in client/router.tsx waits for.
      textNamespaces: ['vacancies'],
    },
    {
      pattern: PAGE_PATTERNS.vacancy,
      clientModule: 'features/vacancies/pages/vacancy-detail-page.tsx',
      textNamespaces: ['vacancies'],
      head: async (params) => {
        if (!isUuid(params.id ?? '')) return null;
        const vacancy = await readOnce(params);
        return vacancy?.status === 'active' ? vacancyPageHead(vacancy, deps.appUrl) : null;
      },
      data: async (params) => {
        const id = params.id ?? '';
        const once = {
          ...deps,
          vacancies: { ...deps.vacancies, findById: () => readOnce(params) },
        };
        const { vacancy, viewer } = await loadVacancy(once, { viewerId: null, vacancyId: id });
        // A guest has no application; the route's shape is kept (application: null).
        const body = {
          vacancy: toVacancyDetail(vacancy),
          viewer: { ...viewer, application: null },
        };
        return { kind: 'vacancy', id, body };
      },
    },
  ];
}
