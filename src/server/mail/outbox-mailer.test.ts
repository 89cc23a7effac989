import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createOutboxMailer } from './outbox-mailer';
import { makeTempDir } from '../../../tests/support/temp-dirs';

const FROM = 'HireReady <no-reply@hireready.test>';

function createOutbox() {
  const dataDir = makeTempDir('hireready-outbox-');
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const mailer = createOutboxMailer({
    from: FROM,
    dataDir,
    logger: createLogger({ level: 'info', destination }),
  });
  const outboxDir = join(dataDir, 'outbox');
  const entries = () => readdirSync(outboxDir).sort();
  const logLines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { mailer, outboxDir, entries, logs, logLines };
}

const RESET = {
  to: 'anna@example.com',
  subject: 'Reset your HireReady password',
  text: 'Hi Anna,\n\nChoose a new one:\n\nhttp://localhost:3000/reset-password?token=abc123\n\nThanks',
  html: '<p>Hi Anna,</p><p><a href="http://localhost:3000/reset-password?token=abc123">Reset</a></p>',
};

describe('outbox mailer', () => {
  it('writes a message with an id once, however often it is sent again', async () => {
    const { mailer, entries, logLines } = createOutbox();
    await mailer.send({ ...RESET, id: 'job-1' });
    // The process died before the job was marked done: the job runs again and sends again.
    await mailer.send({ ...RESET, id: 'job-1' });
    await mailer.send({ ...RESET, id: 'job-2' });
    await mailer.send(RESET);
    await mailer.send(RESET);
    expect(entries()).toHaveLength(4);
    expect(logLines().filter((line) => line.msg === 'mail already in the outbox')).toHaveLength(1);
  });

  it('writes each message as an .eml file a mail client can open', async () => {
    const { mailer, outboxDir, entries } = createOutbox();
    expect(mailer.kind).toBe('outbox');

    await mailer.send({
      ...RESET,
      headers: {
        'List-Unsubscribe': '<https://hireready.test/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const [file] = entries();
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(join(outboxDir, file!));
    expect(raw.toString('latin1')).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(RESET.subject);
    expect(mail.from?.value).toEqual([{ name: 'HireReady', address: 'no-reply@hireready.test' }]);
    expect(Array.isArray(mail.to) ? undefined : mail.to?.value[0]?.address).toBe(RESET.to);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=abc123');
    expect(mail.html).toContain('<a href="http://localhost:3000/reset-password?token=abc123">');
    expect(mail.headers.get('list')).toMatchObject({
      unsubscribe: { url: 'https://hireready.test/u/abc' },
    });
    expect(mail.headerLines.map((header) => header.line)).toContain(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('logs the file to open, with the address masked and never the link (a live token)', async () => {
    const { mailer, outboxDir, entries, logs, logLines } = createOutbox();

    await mailer.send(RESET);

    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'mail written to the outbox',
        to: 'a***@example.com',
        subject: RESET.subject,
        file: join(outboxDir, entries()[0]!),
      }),
    );
    expect(logs.join('')).not.toContain('anna@example.com');
    expect(logs.join('')).not.toContain('abc123');
  });

  it('keeps every message in its own file, sorted by time, with no temporary files left', async () => {
    const { mailer, outboxDir, entries } = createOutbox();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

    await mailer.send({ ...RESET, subject: 'First' });
    await tick();
    await Promise.all(
      ['Second', 'Third', 'Fourth'].map((subject) => mailer.send({ ...RESET, subject })),
    );
    await tick();
    await mailer.send({ ...RESET, subject: 'Last' });

    const files = entries();
    expect(files).toHaveLength(5);
    expect(files.every((file) => file.endsWith('.eml') && !file.startsWith('.'))).toBe(true);
    const subjects = await Promise.all(
      files.map(async (file) => (await simpleParser(readFileSync(join(outboxDir, file)))).subject),
    );
    expect(subjects[0]).toBe('First');
    expect(subjects[4]).toBe('Last');
    expect(subjects.slice(1, 4).sort()).toEqual(['Fourth', 'Second', 'Third']);
  });

  it('fails with a clear reason when the outbox cannot be written, leaving nothing behind', async () => {
    const dataDir = makeTempDir('hireready-outbox-');
    // A file where the outbox directory should be, as a mistyped DATA_DIR can cause.
    writeFileSync(join(dataDir, 'outbox'), 'not a directory');
    const mailer = createOutboxMailer({
      from: FROM,
      dataDir,
      logger: createLogger({ level: 'silent' }),
    });

    await expect(mailer.send(RESET)).rejects.toThrow(
      /^The mail could not be written to the outbox: /,
    );
    expect(readdirSync(dataDir)).toEqual(['outbox']);
  });
});
