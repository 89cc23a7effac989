import type { Logger } from '../logger';
import { type BlogDeps, findPost } from '../features/blog/blog.service';
import { toPostDetail } from '../features/blog/blog.views';
import type { JobBoardDeps } from '../features/vacancies/job-board';
import { loadVacancy } from '../features/vacancies/vacancies.service';
import { toVacancyDetail } from '../features/vacancies/vacancies.views';
import { AppError } from '../app-error';

// The data of the pages the server renders with their content (src/server/http/spa.ts): a blog
// post and a vacancy, loaded through the same service functions as their API routes and shaped
// as those routes answer a guest. Only a guest's view, whoever asks: the session is not looked
// at, so a draft, an inactive vacancy or a user's own relation to a vacancy never reaches the
// HTML (the browser asks the API for those after it has started).

const POST_PATH = /^\/blog\/([^/]+)\/?$/;
const VACANCY_PATH = /^\/vacancies\/([^/]+)\/?$/;

/** What the page's query holds (the client's query key is made from `identifier` or `id`). */
export type ServerPageData =
  | { kind: 'blog-post'; identifier: string; body: { post: ReturnType<typeof toPostDetail> } }
  | { kind: 'vacancy'; id: string; body: Awaited<ReturnType<typeof guestVacancyView>> };

async function guestVacancyView(jobBoard: JobBoardDeps, id: string) {
  const { vacancy, viewer } = await loadVacancy(jobBoard, { viewerId: null, vacancyId: id });
  // A guest has no application; the route's shape is kept (application: null).
  return { vacancy: toVacancyDetail(vacancy), viewer: { ...viewer, application: null } };
}

/** The path's route parameter as the client's router reads it, or null if it is malformed. */
function decodeParameter(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Finds the data for `path`: a published post for /blog/:slug (or its id), an active vacancy for
 * /vacancies/:id, else null (the page is left to the browser, which explains a missing one). A
 * database failure is logged and also gives null: the plain app still serves the page.
 */
export function createPageDataFinder(deps: {
  blog: Pick<BlogDeps, 'repository'>;
  jobBoard: JobBoardDeps;
  logger: Logger;
}) {
  const find = async (path: string): Promise<ServerPageData | null> => {
    const post = POST_PATH.exec(path)?.[1];
    if (post) {
      // The post page trims what it reads from the address, and so its query key.
      const identifier = decodeParameter(post)?.trim();
      if (!identifier) return null;
      const row = await findPost(deps.blog, identifier, { isAdmin: false });
      return { kind: 'blog-post', identifier, body: { post: toPostDetail(row) } };
    }
    const vacancy = VACANCY_PATH.exec(path)?.[1];
    const id = vacancy ? decodeParameter(vacancy) : null;
    if (!id) return null;
    return { kind: 'vacancy', id, body: await guestVacancyView(deps.jobBoard, id) };
  };
  return async (path: string): Promise<ServerPageData | null> => {
    try {
      return await find(path);
    } catch (error) {
      // Not found (or not visible to a guest) is the page's own business, not a failure.
      if (!(error instanceof AppError)) {
        deps.logger.warn({ err: { message: (error as Error).message } }, 'page data failed');
      }
      return null;
    }
  };
}
