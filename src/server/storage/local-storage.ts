import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type ObjectStorage, type PutObject } from './storage';
import { StorageError } from './storage-error';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
// Keys never have a segment starting with a dot (assertValidKey), so these names are ours alone.
/** Where each object's content type is kept, as `<key>.json`. */
export const LOCAL_META_DIR = '.meta';
/** Where a body is written before it is renamed into place; whatever is here after a crash is junk. */
export const LOCAL_TEMP_DIR = '.tmp';
const META_DIR = LOCAL_META_DIR;
const TEMP_DIR = LOCAL_TEMP_DIR;

/**
 * Objects as files under one root directory, each with a small JSON file holding its content type.
 * A key is checked twice before any file is touched: by its shape (no "..", no backslash, no
 * control characters) and by where it resolves, which must be inside the root.
 */
export function createLocalStorage(options: { root: string }): ObjectStorage {
  const root = resolve(options.root);

  function pathOf(key: string, area?: string): string {
    assertValidKey(key);
    const base = area ? join(root, area) : root;
    const path = resolve(base, area === META_DIR ? `${key}.json` : key);
    if (!path.startsWith(base + sep)) {
      throw new StorageError('invalid_key', {
        message: 'Invalid storage key: outside the storage root',
      });
    }
    return path;
  }

  return {
    kind: 'local',

    async put(key: string, putObject: PutObject) {
      const { body } = putObject;
      const path = pathOf(key);
      const metaPath = pathOf(key, META_DIR);
      const temporary = join(root, TEMP_DIR, `${randomBytes(8).toString('hex')}.part`);
      await mkdir(dirname(temporary), { recursive: true });
      try {
        const source = body instanceof Readable ? body : Readable.from([body]);
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        const { size } = await stat(temporary);
        await mkdir(dirname(path), { recursive: true });
        await mkdir(dirname(metaPath), { recursive: true });
        await writeFile(metaPath, JSON.stringify({ contentType: putObject.contentType }));
        // A reader sees the old object or the new one, never half a file.
        await rename(temporary, path);
        return { size };
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async get(key: string) {
      const path = pathOf(key);
      // Opened before it is measured, so a delete in between cannot fail the read later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (isMissing(error) || (error as { code?: unknown }).code === 'EISDIR') {
          throw new StorageError('not_found', { message: 'No object is stored under this key' });
        }
        throw error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile())
          throw new StorageError('not_found', { message: 'No object is stored under this key' });
        const contentType = await readContentType(pathOf(key, META_DIR));
        return { body: handle.createReadStream(), contentType, size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
      await rm(pathOf(key, META_DIR), { force: true });
    },

    async exists(key: string) {
      return (await sizeOf(pathOf(key))) !== null;
    },

    async close() {},
  };
}

async function sizeOf(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function readContentType(metaPath: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await readFile(metaPath, 'utf8'));
    const contentType = (meta as { contentType?: unknown }).contentType;
    return typeof contentType === 'string' ? contentType : FALLBACK_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
