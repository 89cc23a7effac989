import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createLogger } from '../logger';
import type { Mailer } from './mail';
import { createSmtpMailer } from './smtp-mailer';

const FROM = 'HireReady <no-reply@hireready.test>';

function quietLogger() {
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  return { logs, logger: createLogger({ level: 'info', destination }) };
}

/** A port nothing listens on: opened, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error a send failed with; a send that succeeds fails the test. */
async function failureOf(sending: Promise<void>): Promise<Error> {
  return sending.then(
    () => {
      throw new Error('Expected the send to fail');
    },
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/** One header as it travelled, folded lines joined. */
function rawHeader(mail: ParsedMail, key: string) {
  const line = mail.headerLines.find((header) => header.key === key.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .slice(key.length + 1)
    .trim();
}

describe('SMTP mailer', () => {
  let capture: SmtpCapture | undefined;
  let mailer: Mailer | undefined;

  afterEach(async () => {
    await mailer?.close();
    await capture?.close();
    mailer = undefined;
    capture = undefined;
  });

  it('delivers subject, sender, recipient, both bodies and the unsubscribe headers', async () => {
    capture = await startSmtpCapture();
    const { logger, logs } = quietLogger();
    mailer = createSmtpMailer({ smtpUrl: capture.url, from: FROM, logger });
    expect(mailer.kind).toBe('smtp');

    await mailer.send({
      to: 'anna@example.com',
      subject: 'Your weekly HireReady tips',
      text: 'Practice one answer a day.\n\nUnsubscribe: https://hireready.test/u/abc',
      html: '<p>Practice one answer a day.</p>',
      headers: {
        'List-Unsubscribe': '<https://hireready.test/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const mail = await capture.waitForMail((m) => m.subject === 'Your weekly HireReady tips');
    expect(mail.from?.value).toEqual([{ name: 'HireReady', address: 'no-reply@hireready.test' }]);
    expect(Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text).toBe('anna@example.com');
    expect(mail.text).toContain('Practice one answer a day.');
    expect(mail.html).toContain('<p>Practice one answer a day.</p>');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://hireready.test/u/abc>');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(logs.join('')).toContain('a***@example.com');
    expect(logs.join('')).not.toContain('anna@example.com');
  });

  it('gives a message sent again under the same id the same Message-ID', async () => {
    capture = await startSmtpCapture();
    mailer = createSmtpMailer({ smtpUrl: capture.url, from: FROM, logger: quietLogger().logger });
    const message = { to: 'anna@example.com', subject: 'Status', text: 'Hi', html: '<p>Hi</p>' };
    await mailer.send({ ...message, id: '6f1c2d1e-0000-4000-8000-000000000001' });
    await mailer.send({ ...message, id: '6f1c2d1e-0000-4000-8000-000000000001' });
    await mailer.send({ ...message, id: '6f1c2d1e-0000-4000-8000-000000000002' });
    await expect.poll(() => capture?.messages.length).toBe(3);
    expect(capture.messages.map((mail) => mail.messageId)).toEqual([
      '<6f1c2d1e-0000-4000-8000-000000000001@hireready.test>',
      '<6f1c2d1e-0000-4000-8000-000000000001@hireready.test>',
      '<6f1c2d1e-0000-4000-8000-000000000002@hireready.test>',
    ]);
  });

  it('keeps delivering over the pool, including messages sent at once', async () => {
    capture = await startSmtpCapture();
    mailer = createSmtpMailer({ smtpUrl: capture.url, from: FROM, logger: quietLogger().logger });
    const message = { text: 'Hello', html: '<p>Hello</p>' };

    await mailer.send({ ...message, to: 'first@example.com', subject: 'First' });
    await Promise.all(
      ['Second', 'Third', 'Fourth'].map((subject) =>
        mailer!.send({ ...message, to: `${subject.toLowerCase()}@example.com`, subject }),
      ),
    );

    expect(capture.messages.map((mail) => mail.subject).sort()).toEqual([
      'First',
      'Fourth',
      'Second',
      'Third',
    ]);
  });

  it('logs in with the credentials from the URL and delivers', async () => {
    capture = await startSmtpCapture();
    const smtpUrl = `smtp://mailer:s3cret@127.0.0.1:${capture.port}`;
    mailer = createSmtpMailer({ smtpUrl, from: FROM, logger: quietLogger().logger });

    await mailer.send({
      to: 'anna@example.com',
      subject: 'Signed in',
      text: 'Hi',
      html: '<p>Hi</p>',
    });

    await expect(capture.waitForMail((m) => m.subject === 'Signed in')).resolves.toBeDefined();
  });

  it('fails with a clear reason, and no password, when the server refuses the recipient', async () => {
    capture = await startSmtpCapture({
      rejectRecipient: (address) => address.endsWith('@gone.test'),
    });
    const smtpUrl = `smtp://mailer:s3cret@127.0.0.1:${capture.port}`;
    mailer = createSmtpMailer({ smtpUrl, from: FROM, logger: quietLogger().logger });

    const error = await failureOf(
      mailer.send({ to: 'old@gone.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
    );

    expect(error.message).toMatch(/^The mail could not be sent: .*550/);
    expect(error.message).not.toContain('s3cret');
    expect(error.message).toContain('o***@gone.test');
    expect(error.message).not.toContain('old@gone.test');
    expect(capture.messages).toEqual([]);
  });

  it('fails with a clear reason, and no password, when nothing listens on the port', async () => {
    const smtpUrl = `smtp://mailer:s3cret@127.0.0.1:${await closedPort()}`;
    mailer = createSmtpMailer({ smtpUrl, from: FROM, logger: quietLogger().logger });

    const error = await failureOf(
      mailer.send({ to: 'anna@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
    );

    expect(error.message).toMatch(/^The mail could not be sent: .*ECONNREFUSED/);
    expect(error.message).not.toContain('s3cret');
  });

  it('refuses a URL that is not SMTP without repeating it', () => {
    const create = () =>
      createSmtpMailer({
        smtpUrl: 'https://mailer:s3cret@mail.example.com',
        from: FROM,
        logger: quietLogger().logger,
      });

    expect(create).toThrow('The SMTP URL must start with smtp:// or smtps://');
  });
});
