import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture } from '../../../tests/support/smtp-capture';
import { createLogger } from '../logger';
import { createMailer } from './create-mailer';
import { passwordResetMail } from './templates';
import { makeTempDir } from '../../../tests/support/temp-dirs';

const FROM = 'HireReady <no-reply@hireready.test>';

function capturedLogger() {
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  return { logs, logger: createLogger({ level: 'info', destination }) };
}

describe('createMailer', () => {
  it('sends over SMTP when a URL is configured, and the reader can follow the link', async () => {
    const capture = await startSmtpCapture();
    const dataDir = makeTempDir('hireready-mail-');
    const mailer = createMailer({
      smtpUrl: capture.url,
      from: FROM,
      dataDir,
      logger: capturedLogger().logger,
    });
    try {
      const link = 'http://localhost:3000/reset-password?token=abc123';
      await mailer.send({
        to: 'anna@example.com',
        ...passwordResetMail({ language: 'ru', name: 'Анна', link, expiresInMinutes: 60 }),
      });

      const mail = await capture.waitForMail((m) => m.subject === 'Сброс пароля в HireReady');
      expect(mailer.kind).toBe('smtp');
      expect(firstLink(mail)).toBe(link);
      expect(mail.text).toContain('Здравствуйте, Анна!');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await mailer.close();
      await capture.close();
    }
  });

  it('writes to the outbox without a URL and says so once at start', async () => {
    const dataDir = makeTempDir('hireready-mail-');
    const { logger, logs } = capturedLogger();
    const mailer = createMailer({ from: FROM, dataDir, logger });

    expect(mailer.kind).toBe('outbox');
    expect(JSON.parse(logs[0]!)).toMatchObject({
      outbox: join(dataDir, 'outbox'),
      msg: 'mail is written to the outbox, not sent; set SMTP_URL to send it',
    });

    await mailer.send({ to: 'anna@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
    await mailer.close();
  });
});
