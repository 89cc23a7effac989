import { describe, expect, it } from 'vitest';
import { findDeploymentWarnings } from './deployment-warnings';

const DATABASE_URL = 'postgres://hireready@db.internal:5432/hireready';

describe('findDeploymentWarnings', () => {
  it('says nothing for one machine on the embedded database, whatever the defaults', () => {
    expect(findDeploymentWarnings({})).toEqual([]);
  });

  it('says nothing when a PostgreSQL deployment configures every shared service', () => {
    expect(
      findDeploymentWarnings({
        DATABASE_URL,
        S3_BUCKET: 'hireready',
        SMTP_URL: 'smtp://mail.internal:587',
        AUTH_SECRET: 'x'.repeat(64),
        APP_URL: 'https://hireready.example.com',
      }),
    ).toEqual([]);
  });

  it('names each per-machine default once, with the setting that replaces it', () => {
    const warnings = findDeploymentWarnings({ DATABASE_URL });
    expect(warnings.map((warning) => warning.setting)).toEqual([
      'S3_BUCKET',
      'SMTP_URL',
      'AUTH_SECRET',
      'APP_URL',
    ]);
    for (const warning of warnings) expect(warning.message).toContain(`Set ${warning.setting}`);
    expect(warnings[0]?.message).toContain('DATA_DIR/storage');
    expect(warnings[1]?.message).toContain('DATA_DIR/outbox');
  });

  it('warns only about what is missing', () => {
    const warnings = findDeploymentWarnings({
      DATABASE_URL,
      S3_BUCKET: 'hireready',
      AUTH_SECRET: 'x'.repeat(64),
      APP_URL: 'https://hireready.example.com',
    });
    expect(warnings.map((warning) => warning.setting)).toEqual(['SMTP_URL']);
  });
});
