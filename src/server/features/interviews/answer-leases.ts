import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { createInterviewsRepository } from './interviews.repository';

/**
 * At the start of the only process a database can have: every answer a stopped process was
 * still writing feedback for is let go at once, so the same answer sent again is finished
 * without waiting for the old lease to run out.
 */
export async function releaseAnswerLeases(options: {
  db: Database;
  logger: Logger;
}): Promise<void> {
  const released = await createInterviewsRepository(options.db).releaseAllLeases();
  if (released > 0) {
    options.logger.warn({ answers: released }, 'answers a stopped process left without feedback');
  }
}
