import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seeds } from '../../db/schema';
import type { Logger } from '../../logger';
import { createBlogRepository } from './blog.repository';
import { importPosts } from './blog.service';
import { readMarkdownFiles } from './markdown-files';
import { systemClock } from '../../clock';

const SEED_NAME = 'blog-starter-posts';

/**
 * Imports the starter posts into a new installation, once: the first process to record the seed
 * does it, so several processes starting together import them once, and posts an admin later
 * deletes do not come back on the next start.
 */
export async function seedStarterPosts(options: {
  db: Database;
  dir: string;
  logger: Logger;
}): Promise<void> {
  const claimed = await options.db
    .insert(seeds)
    .values({ name: SEED_NAME })
    .onConflictDoNothing()
    .returning({ name: seeds.name });
  if (claimed.length === 0) return;
  try {
    const report = await importPosts(
      { repository: createBlogRepository(options.db), now: systemClock },
      await readMarkdownFiles(options.dir),
    );
    options.logger.info(
      { created: report.created.length, failed: report.failed },
      'starter blog posts imported',
    );
  } catch (error) {
    // Let the next start try again rather than leave the blog half-seeded.
    await options.db.execute(sql`delete from ${seeds} where ${seeds.name} = ${SEED_NAME}`);
    throw error;
  }
}
