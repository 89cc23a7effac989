import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seeds } from '../../db/schema';
import type { Logger } from '../../logger';
import { createBlogRepository } from './blog.repository';
import { importPosts } from './blog.service';
import { readMarkdownFiles } from './markdown-files';
import { systemClock } from '../../clock';
import type { ObjectStorage } from '../../storage/storage';
import { BLOG_IMAGE_KEY_PREFIX, sniffImage } from './blog-images';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/**
 * The starter posts' covers (`covers/<id>.jpg` beside them) into storage, where the posts' front
 * matter links them (/api/blog/images/<id>.jpg). One already there is left as it is.
 */
async function storeStarterCovers(storage: ObjectStorage, dir: string): Promise<void> {
  const coversDir = join(dir, 'covers');
  const names = await readdir(coversDir).catch(() => [] as string[]);
  for (const name of names) {
    const key = `${BLOG_IMAGE_KEY_PREFIX}${name}`;
    if (await storage.exists(key)) continue;
    const bytes = new Uint8Array(await readFile(join(coversDir, name)));
    const type = sniffImage(bytes);
    // Only images, and only under the name their own type gives.
    if (!type || !name.endsWith(`.${type}`)) continue;
    await storage.put(key, { body: bytes, contentType: IMAGE_TYPES[type] });
  }
}

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
  storage: ObjectStorage;
}): Promise<void> {
  const claimed = await options.db
    .insert(seeds)
    .values({ name: SEED_NAME })
    .onConflictDoNothing()
    .returning({ name: seeds.name });
  if (claimed.length === 0) return;
  try {
    await storeStarterCovers(options.storage, options.dir);
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
