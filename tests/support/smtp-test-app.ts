import { type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { type TestApp, createTestApp } from './test-app';

// The set-up of the API tests that read the mail the app sends: a fresh app per test, its mail
// going over real SMTP to a capture server.

export interface SmtpTestApp {
  t: TestApp;
  smtp: SmtpCapture;
}

/** Starts a capture server, then an app that mails through it. */
export async function startSmtpTestApp(): Promise<SmtpTestApp> {
  const smtp = await startSmtpCapture();
  return { t: await createTestApp({ smtpUrl: smtp.url }), smtp };
}

/** Closes the app first, so no mail is on its way when the capture server stops. */
export async function closeSmtpTestApp({ t, smtp }: SmtpTestApp): Promise<void> {
  await t.close();
  await smtp.close();
}
