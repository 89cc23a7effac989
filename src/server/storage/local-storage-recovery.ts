import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { LOCAL_META_DIR, LOCAL_TEMP_DIR } from './local-storage';

// What a process killed mid-write (kill -9, a crash, a lost machine) can leave in local storage,
// cleared at the next start before the server listens: half-written uploads in the temporary area,
// and files stored for a resume whose database row was never committed (the row is written only
// after both of its files, so the opposite, a row without its files, cannot happen).

/** The prefix of every key a database row points at; other keys are left alone. */
const SWEPT_PREFIX = 'resumes';
const KEYS_PER_QUERY = 500;

export interface LocalStorageRecovery {
  /** Entries removed from the temporary area. */
  temporaryEntries: number;
  /** Keys whose files no row referenced, now removed. */
  orphanKeys: string[];
}

export async function recoverLocalStorage(options: {
  root: string;
  /** Which of these keys a database row points at. */
  findReferencedKeys: (keys: string[]) => Promise<Set<string>>;
  /**
   * Leave alone what changed more recently than this: 0 when this process alone uses the
   * directory (the embedded database), more when another process might be writing to it now.
   */
  minAgeMs?: number;
  now?: () => number;
}): Promise<LocalStorageRecovery> {
  const minAgeMs = options.minAgeMs ?? 0;
  const cutoff = (options.now ?? Date.now)() - minAgeMs;
  const isOldEnough = async (path: string) =>
    minAgeMs === 0 || (await stat(path)).mtimeMs <= cutoff;

  const temporaryDir = join(options.root, LOCAL_TEMP_DIR);
  let temporaryEntries = 0;
  for (const name of await listNames(temporaryDir)) {
    const path = join(temporaryDir, name);
    if (!(await isOldEnough(path))) continue;
    await rm(path, { recursive: true, force: true });
    temporaryEntries += 1;
  }

  const metaRoot = join(options.root, LOCAL_META_DIR);
  const objects = await listFiles(join(options.root, SWEPT_PREFIX));
  const metas = await listFiles(join(metaRoot, SWEPT_PREFIX));
  const keyOf = (path: string, base: string) => relative(base, path).split(sep).join('/');
  const candidates = new Map<string, string[]>();
  for (const path of objects) addPath(candidates, { key: keyOf(path, options.root), path });
  for (const path of metas) {
    const key = keyOf(path, metaRoot).replace(/\.json$/, '');
    addPath(candidates, { key, path });
  }

  const orphanKeys: string[] = [];
  const keys = [...candidates.keys()];
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const batch = keys.slice(start, start + KEYS_PER_QUERY);
    const referenced = await options.findReferencedKeys(batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      const paths = candidates.get(key) ?? [];
      const ages = await Promise.all(paths.map(isOldEnough));
      if (!ages.every(Boolean)) continue;
      for (const path of paths) await rm(path, { force: true });
      orphanKeys.push(key);
    }
  }
  return { temporaryEntries, orphanKeys };
}

function addPath(map: Map<string, string[]>, { key, path }: { key: string; path: string }): void {
  const paths = map.get(key);
  if (paths) paths.push(path);
  else map.set(key, [path]);
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every regular file below dir, as full paths. */
async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}
