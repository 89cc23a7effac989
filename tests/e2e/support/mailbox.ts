import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { firstLink } from '../../support/smtp-capture';

// The mail the app sent during this run, as the real SMTP server started by global-setup.ts
// received it (one .eml file per message in E2E_MAIL_DIR).

async function receivedMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the e2e global setup starts the SMTP server');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(names.sort().map((name) => simpleParser(readFileSync(join(dir, name)))));
}

function isTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((entry) => entry.value.some((value) => value.address === address));
}

/** Waits for the newest mail to an address whose subject matches, and returns it. */
export async function mailTo(
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await receivedMail()).filter(
      (mail) => isTo(mail, address) && subject.test(mail.subject ?? ''),
    );
    const newest = found.at(-1);
    if (newest) return newest;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(
    `No mail to ${address} with a subject matching ${subject} within ${timeoutMs} ms`,
  );
}

/** Waits for the newest mail to an address whose subject matches, and returns its first link. */
export async function linkInMailTo(
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  return firstLink(await mailTo(address, subject, timeoutMs));
}
