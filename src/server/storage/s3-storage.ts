import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertValidKey, type ObjectStorage, type PutObject } from './storage';
import { StorageError } from './storage-error';
import type { S3StorageConfig } from './storage-config';

/**
 * The SDK is loaded when S3 storage is first made: read at every start, its hundred-odd files cost
 * a server that stores files locally about 100 ms of its start (issue 36).
 */
const loadS3 = (): typeof S3 => createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** A stream of unknown length is read into memory first; this bounds how much. */
const DEFAULT_MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

/**
 * Objects in one bucket of any S3-compatible store (AWS S3, MinIO, R2, s3rver). Checksums are sent
 * and checked only when an operation requires them: the SDK's default streams bodies in aws-chunked
 * encoding with trailing checksums, which several S3-compatible servers store verbatim.
 */
export function createS3Storage(
  config: S3StorageConfig,
  options: { maxBufferedBytes?: number } = {},
): ObjectStorage {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    loadS3();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;
  const maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;

  return {
    kind: 's3',

    async put(key: string, putObject: PutObject) {
      assertValidKey(key);
      const { data, length } = await prepareBody(putObject, { maxBufferedBytes });
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: length,
          ContentType: putObject.contentType,
        }),
      );
      return { size: length };
    },

    async get(key: string) {
      assertValidKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(result.Body instanceof Readable)) throw new Error('The S3 response has no body');
        return {
          body: result.Body,
          contentType: result.ContentType ?? FALLBACK_CONTENT_TYPE,
          size: result.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) {
          throw new StorageError('not_found', {
            message: 'No object is stored under this key',
            cause: error,
          });
        }
        throw error;
      }
    },

    async delete(key: string) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key: string) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}

async function prepareBody(
  { body, contentLength }: PutObject,
  { maxBufferedBytes }: { maxBufferedBytes: number },
): Promise<{ data: Uint8Array | Readable; length: number }> {
  if (!(body instanceof Readable)) return { data: body, length: body.byteLength };
  if (contentLength !== undefined) return { data: body, length: contentLength };
  // PutObject needs the length up front; callers that know it (an upload with Content-Length)
  // stream straight through.
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buffer.byteLength;
    if (length > maxBufferedBytes) {
      body.destroy();
      throw new StorageError('too_large', {
        message: `A body of unknown length over ${maxBufferedBytes} bytes`,
      });
    }
    chunks.push(buffer);
  }
  return { data: Buffer.concat(chunks), length };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof loadS3().S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}
