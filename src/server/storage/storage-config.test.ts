import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { getStorageConfig } from './storage-config';

describe('getStorageConfig', () => {
  it('uses local files under DATA_DIR/storage with no S3 variables', () => {
    expect(getStorageConfig(parseEnv({ DATA_DIR: '/srv/hireready' }))).toEqual({
      kind: 'local',
      root: '/srv/hireready/storage',
    });
  });

  it('uses a path-style S3-compatible store when an endpoint is set', () => {
    const env = parseEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'resumes',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(getStorageConfig(env)).toEqual({
      kind: 's3',
      bucket: 'resumes',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('leaves AWS to its own host names and credential chain', () => {
    const env = parseEnv({ S3_BUCKET: 'resumes', S3_REGION: 'eu-west-1' });
    expect(getStorageConfig(env)).toEqual({
      kind: 's3',
      bucket: 'resumes',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });
});
