import { type FakeLlm, startFakeLlm } from './fake-llm';
import { type TestApp, createTestApp } from './test-app';
import { createOpenAiCompatibleCoach } from '../../src/server/ai/openai-compatible/openai-compatible-coach';

/**
 * An app whose coach is the OpenAI-compatible one, talking over HTTP to a fake provider whose
 * answers each test sets; retries do not wait.
 */
export async function createModelTestApp(): Promise<{ t: TestApp; llm: FakeLlm }> {
  const llm = await startFakeLlm({ chunkDelayMs: 0 });
  const coach = createOpenAiCompatibleCoach({
    baseUrl: llm.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs: 2000,
    sleep: async () => undefined,
  });
  return { t: await createTestApp({ coach }), llm };
}
