import { resolve } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import { createBlogRepository } from '../src/server/features/blog/blog.repository';
import { importPosts } from '../src/server/features/blog/blog.service';
import { readMarkdownFiles } from '../src/server/features/blog/markdown-files';
import { systemClock } from '../src/server/clock';

// npm run blog:import <dir>: every Markdown file with front matter in <dir> becomes a post (one
// with the same slug is replaced), in the database the server uses (DATABASE_URL or DATA_DIR).
// Stop a server running on the embedded database first: PGlite allows one process at a time.

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('Usage: npm run blog:import <directory of .md files>\n');
  process.exit(2);
}
const env = parseEnv(process.env);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: 1,
  embedded: env.EMBEDDED_DATABASE,
});
try {
  await migrateDatabase(database);
  const report = await importPosts(
    { repository: createBlogRepository(database.db), now: systemClock },
    await readMarkdownFiles(resolve(dir)),
  );
  for (const slug of report.created) process.stdout.write(`created  /blog/${slug}\n`);
  for (const slug of report.updated) process.stdout.write(`updated  /blog/${slug}\n`);
  for (const failure of report.failed) {
    process.stdout.write(`skipped  ${failure.file}: ${failure.problems.join('; ')}\n`);
  }
  process.stdout.write(
    `${report.created.length} created, ${report.updated.length} updated, ${report.failed.length} skipped\n`,
  );
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
