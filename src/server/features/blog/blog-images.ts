import { randomUUID } from 'node:crypto';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_PATH } from '../../../shared/schemas/blog';
import { AppError } from '../../app-error';
import { readLimitedBody } from '../../http/read-limited-body';
import { formatBytes } from '../../../shared/format';
import type { Language } from '../../../shared/language';
import type { ObjectStorage, StoredObject } from '../../storage/storage';
import { isStorageError } from '../../storage/storage-error';

// Images in posts live in HireReady's own storage and are served from its own address, so a
// reader's browser never asks another site for them (CSP img-src 'self' data:).

const UPLOAD_PATH = '/api/admin/blog/images';
/** Where blog images are kept in storage, by their file name. */
export const BLOG_IMAGE_KEY_PREFIX = 'blog-images/';
const KEY_PREFIX = BLOG_IMAGE_KEY_PREFIX;

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type Extension = keyof typeof TYPES;

/** The image's type from its first bytes; SVG (which can carry script) is never one. */
export function sniffImage(bytes: Uint8Array): Extension | null {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Whether the request uploads a blog image, which has its own body limit instead of the JSON one. */
export function isBlogImageUpload(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === UPLOAD_PATH;
}

/** Reads the image from the request body (its bytes, as the browser sends a file) and stores it. */
export async function storeBlogImage(
  storage: ObjectStorage,
  { request, language }: { request: Request; language: Language },
): Promise<{ url: string }> {
  // The browser sends the file's own type; anything else (a JSON body, a form) is no image.
  const declared = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!Object.values(TYPES).includes(declared as (typeof TYPES)[Extension])) {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError('blog_image_invalid');
  }
  const bytes = await readLimitedBody(request, {
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    tooLarge: () =>
      new AppError('blog_image_too_large', { limit: formatBytes(BLOG_IMAGE_MAX_BYTES, language) }),
  });
  const extension = sniffImage(bytes);
  if (!extension) throw new AppError('blog_image_invalid');
  const name = `${randomUUID()}.${extension}`;
  await storage.put(`${KEY_PREFIX}${name}`, {
    body: bytes,
    contentType: TYPES[extension],
    contentLength: bytes.byteLength,
  });
  return { url: `${BLOG_IMAGE_PATH}${name}` };
}

const NAME = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/** The stored image under that name, or null for any name HireReady never gave out. */
export async function readBlogImage(
  storage: ObjectStorage,
  name: string,
): Promise<StoredObject | null> {
  const extension = NAME.exec(name)?.[1] as Extension | undefined;
  if (!extension) return null;
  try {
    const stored = await storage.get(`${KEY_PREFIX}${name}`);
    // The type comes from the name HireReady gave it, never from what a store says.
    return { ...stored, contentType: TYPES[extension] };
  } catch (error) {
    if (isStorageError(error, 'not_found')) return null;
    throw error;
  }
}
