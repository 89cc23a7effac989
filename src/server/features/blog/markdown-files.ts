import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appPath } from '../../app-root';

/** The posts shipped with the product, imported once into a new installation. */
export const STARTER_POSTS_DIR = appPath('content/blog');

/** Every `.md` file directly in `dir`, by name, with its text. */
export async function readMarkdownFiles(
  dir: string,
): Promise<Array<{ name: string; text: string }>> {
  const names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })),
  );
}
