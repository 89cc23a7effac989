import { Writable } from 'node:stream';
import { type FakeLlm } from '../../../../tests/support/fake-llm';
import { createModelTestApp } from '../../../../tests/support/model-test-app';
import {
  type TestApp,
  TEST_APP_URL,
  createClientFixture,
} from '../../../../tests/support/test-app';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { createOfflineCoach } from '../offline/offline-coach';
import { createOfflineResumeTailor } from '../resume-tailor';
import { createOpenAiCompatibleCoach } from '../openai-compatible/openai-compatible-coach';
import { createOpenAiCompatibleTailor } from '../openai-compatible/openai-compatible-tailor';
import { systemClock } from '../../clock';

export interface AiTestApp {
  /** The app: interviews and resume tailoring both ask the fake model. */
  app: ReturnType<typeof createApp>;
  /** The test database, storage and mailer the app runs on. */
  t: TestApp;
  llm: FakeLlm;
  /** Another process of the same deployment: a second app on the same database and storage. */
  startProcess(): ReturnType<typeof createApp>;
  /** Every log line the apps wrote. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * An app whose coach and resume tailor talk over HTTP to a fake OpenAI-compatible provider, with
 * the given daily AI limit; retries do not wait. Built on the model test app's database, storage
 * and mailer, so several "processes" can share them.
 */
export async function createAiTestApp(
  options: {
    aiDailyLimit?: number;
    now?: () => Date;
    /** The offline coach and tailor instead of the model (the fake provider stays unused). */
    isOffline?: boolean;
  } = {},
): Promise<AiTestApp> {
  const { t, llm } = await createModelTestApp();
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const provider = {
    baseUrl: llm.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs: 2000,
    sleep: async () => undefined,
  };
  const clientDir = createClientFixture();
  const startProcess = () =>
    createApp({
      database: t.database,
      storage: t.storage,
      mailer: t.mailer,
      logger: createLogger({ level: 'info', destination }),
      clientDir,
      appUrl: TEST_APP_URL,
      authSecret: 'test-secret-for-ai-integration-tests-0123456789',
      coach: options.isOffline ? createOfflineCoach() : createOpenAiCompatibleCoach(provider),
      resumeTailor: options.isOffline
        ? createOfflineResumeTailor()
        : createOpenAiCompatibleTailor(provider),
      aiDailyLimit: options.aiDailyLimit,
      now: options.now ?? systemClock,
    });
  return {
    app: startProcess(),
    t,
    llm,
    startProcess,
    logs,
    close: async () => {
      await t.close();
      await llm.close();
    },
  };
}
