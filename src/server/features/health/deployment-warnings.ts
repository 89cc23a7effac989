import type { Env } from '../../env';

// A process on PostgreSQL (DATABASE_URL) is usually one of several behind a load balancer. Some
// defaults are right for one machine and quietly wrong for several, so start-up names each one.

type DeploymentEnv = Pick<
  Env,
  'DATABASE_URL' | 'S3_BUCKET' | 'SMTP_URL' | 'AUTH_SECRET' | 'APP_URL'
>;

export interface DeploymentWarning {
  /** The setting to look at. */
  setting: 'S3_BUCKET' | 'SMTP_URL' | 'AUTH_SECRET' | 'APP_URL';
  message: string;
}

/** One warning per per-machine default in a deployment that shares a PostgreSQL database. */
export function findDeploymentWarnings(env: DeploymentEnv): DeploymentWarning[] {
  if (!env.DATABASE_URL) return [];
  const warnings: DeploymentWarning[] = [];
  if (!env.S3_BUCKET) {
    warnings.push({
      setting: 'S3_BUCKET',
      message:
        'files are stored in DATA_DIR/storage on this machine only, so another process cannot ' +
        'serve a resume uploaded here. Set S3_BUCKET (with S3_ENDPOINT, S3_REGION and ' +
        'S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY for MinIO or R2) to share one bucket',
    });
  }
  if (!env.SMTP_URL) {
    warnings.push({
      setting: 'SMTP_URL',
      message:
        'mail is written to DATA_DIR/outbox on this machine and nobody receives it (sign-up ' +
        'confirmations, password resets). Set SMTP_URL, such as smtp://user:password@host:587',
    });
  }
  // env.ts already refuses DATABASE_URL without AUTH_SECRET; kept so this list stays complete.
  if (!env.AUTH_SECRET) {
    warnings.push({
      setting: 'AUTH_SECRET',
      message:
        'the session secret is generated in DATA_DIR/auth-secret on this machine, so sessions ' +
        'made here are refused elsewhere. Set AUTH_SECRET (openssl rand -hex 32), the same everywhere',
    });
  }
  if (!env.APP_URL) {
    warnings.push({
      setting: 'APP_URL',
      message:
        'links in mail point at http://localhost:PORT of this machine, and only that origin is ' +
        'trusted for sign-in forms. Set APP_URL to the public address, the same on every process',
    });
  }
  return warnings;
}
