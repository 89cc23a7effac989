import { resolve } from 'node:path';
import { openScriptDatabase } from './lib/script-database';
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
const database = await openScriptDatabase();
try {
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
