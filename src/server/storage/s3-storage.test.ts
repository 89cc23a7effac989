import { describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/support/s3-server';
import { createS3Storage } from './s3-storage';
import { describeStorageContract } from './storage-contract';
import { getStorageConfig } from './storage-config';
import { isStorageError } from './storage-error';
import { Readable } from 'node:stream';

async function startStorage(options: { maxBufferedBytes?: number } = {}) {
  const server = await startS3Server();
  const config = getStorageConfig({
    DATA_DIR: './data',
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
  });
  if (config.kind !== 's3') throw new Error('expected an S3 configuration');
  return { storage: createS3Storage(config, options), teardown: () => server.close() };
}

describeStorageContract('S3-compatible (s3rver)', () => startStorage());

describe('S3-compatible storage', () => {
  it('refuses a stream of unknown length larger than it buffers', async () => {
    const { storage, teardown } = await startStorage({ maxBufferedBytes: 1024 });
    try {
      const body = Readable.from([Buffer.alloc(800), Buffer.alloc(800)]);
      const failure = await storage
        .put('big/file.pdf', { body: body, contentType: 'application/pdf' })
        .catch((error: unknown) => error);
      expect(isStorageError(failure, 'too_large')).toBe(true);
      expect(await storage.exists('big/file.pdf')).toBe(false);
    } finally {
      await storage.close();
      await teardown();
    }
  });
});
