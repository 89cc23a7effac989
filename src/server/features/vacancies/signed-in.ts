import type { Context } from 'hono';
import { AppError } from '../../http/app-error';
import type { JobBoardRouteDeps } from './job-board';

/** The signed-in user's id, or a 401 for a guest; the answer is theirs alone, so never cached. */
export async function requireUserId(
  c: Context,
  findUserId: JobBoardRouteDeps['findUserId'],
): Promise<string> {
  c.header('Cache-Control', 'no-store');
  const userId = await findUserId(c.req.raw);
  if (!userId) throw new AppError('unauthorized');
  return userId;
}
