import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no configuration at all: port 3000, the embedded PostgreSQL under ./data', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      EMBEDDED_DATABASE: 'postgres',
      CLIENT_DIR: 'dist/client',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATABASE_URL and TRUST_PROXY', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/hireready',
      AUTH_SECRET: 'a'.repeat(32),
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u:p@db:5432/hireready',
      TRUST_PROXY: true,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});

describe('parseEnv for accounts', () => {
  it('requires AUTH_SECRET once DATABASE_URL is set', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/hireready' })).toThrow(
      /AUTH_SECRET: is required/,
    );
    const env = parseEnv({ DATABASE_URL: 'postgres://db/hireready', AUTH_SECRET: 'x'.repeat(32) });
    expect(env.AUTH_SECRET).toHaveLength(32);
  });

  it('times slow clients out by default, and refuses headers allowed longer than the request', () => {
    expect(parseEnv({})).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 120_000 });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it('wants both Google variables or neither', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: must be set together/,
    );
    expect(
      parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).GOOGLE_CLIENT_ID,
    ).toBe('id');
  });

  it('drops a trailing slash from APP_URL and refuses a non-http one', () => {
    expect(parseEnv({ APP_URL: 'https://hireready.example/' }).APP_URL).toBe(
      'https://hireready.example',
    );
    expect(() => parseEnv({ APP_URL: 'ftp://hireready.example' })).toThrow(/APP_URL: /);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: /);
  });
});

describe('parseEnv for storage', () => {
  it('keeps files local when no S3 variable is set, with us-east-1 as the default region', () => {
    const env = parseEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
  });

  it('reads an S3-compatible store', () => {
    const env = parseEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'hireready-resumes',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(env).toMatchObject({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'hireready-resumes',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
  });

  it('wants both S3 keys or neither, and a bucket for any S3 setting', () => {
    expect(() => parseEnv({ S3_BUCKET: 'resumes', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT or S3 keys are set/,
    );
  });

  it.each([
    ['S3_ENDPOINT', 'not a url'],
    ['S3_ENDPOINT', 'ftp://store.example'],
    ['S3_BUCKET', 'Upper_Case'],
    ['S3_BUCKET', 'ab'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => parseEnv({ S3_BUCKET: 'resumes', [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});
