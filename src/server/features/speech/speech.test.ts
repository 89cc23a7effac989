import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStt, startFakeStt } from '../../../../tests/support/fake-stt';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { createTranscriber } from '../../speech/transcribe';

// Writing down a spoken answer through the operator's OpenAI-compatible transcription service
// (a real HTTP server speaking that wire format): the recording goes once, the key stays on the
// server, and every failure is a message the person can act on, with nothing of theirs lost.

const AUDIO = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 2000 }, () => 7)]);
let stt: FakeStt;
let t: TestApp;
let cookie: string;

function send(
  body: Uint8Array | string,
  options: { type?: string; language?: string; cookie?: string | null; accept?: string } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': options.type ?? 'audio/webm;codecs=opus',
    Origin: 'http://hireready.test',
    'Accept-Language': options.accept ?? 'en',
  };
  if (options.cookie !== null) headers.cookie = options.cookie ?? cookie;
  return t.app.request(`/api/speech/transcriptions?language=${options.language ?? 'en'}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
}

beforeAll(async () => {
  stt = await startFakeStt();
  t = await createTestApp({
    transcribe: createTranscriber({
      baseUrl: stt.baseUrl,
      apiKey: 'stt-secret-key',
      model: 'whisper-test',
      timeoutMs: 1500,
    }),
  });
  ({ cookie } = await signUp(t.app, 'speaker@example.com'));
});
afterAll(async () => {
  await t.close();
  await stt.close();
});
beforeEach(() => {
  stt.mode = 'verbose';
  stt.requests.length = 0;
});

describe('POST /api/speech/transcriptions', () => {
  it('sends the recording once, with word timings asked for, and returns the words', async () => {
    const res = await send(AUDIO, { language: 'ru' });
    expect(res.status).toBe(200);
    const { transcript } = (await res.json()) as {
      transcript: { text: string; words: { word: string; start: number }[] | null };
    };
    expect(transcript.text).toBe(stt.text);
    expect(transcript.words?.[1]).toMatchObject({ word: 'moved', start: 0.4 });
    expect(stt.requests).toEqual([
      {
        authorization: 'Bearer stt-secret-key',
        model: 'whisper-test',
        language: 'ru',
        responseFormat: 'verbose_json',
        granularities: ['word'],
        fileName: 'answer.webm',
        fileType: 'audio/webm',
        fileBytes: AUDIO.length,
      },
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('asks a server that speaks only json again, and gives the text without timings', async () => {
    stt.mode = 'json-only';
    const res = await send(AUDIO);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      transcript: {
        text: stt.text,
        words: null,
        keepsFillers: false,
        fillerSounds: null,
        fillerWords: 0,
      },
    });
    expect(stt.requests.map((request) => request.responseFormat)).toEqual(['verbose_json', 'json']);
  });

  it('counts the filler words and hedges the service kept, and says "um" was not measured', async () => {
    stt.text = 'Um, I think we, you know, moved the rota and maybe it worked.';
    const res = await send(AUDIO);
    const { transcript } = (await res.json()) as {
      transcript: { fillerSounds: number | null; fillerWords: number };
    };
    stt.text = 'I moved the night shift onto a new rota.';
    expect(transcript).toMatchObject({ fillerSounds: null, fillerWords: 3 });
  });

  it('waits for a slow server within the time allowed', async () => {
    stt.mode = 'slow';
    stt.slowMs = 400;
    expect((await send(AUDIO)).status).toBe(200);
  });

  it.each([
    ['error', 502, /could not write down your recording/],
    ['garbage', 502, /could not write down your recording/],
    ['hang', 504, /took too long/],
  ] as const)(
    'answers a %s service with %i and a message to act on',
    async (mode, status, message) => {
      stt.mode = mode;
      const res = await send(AUDIO);
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(message);
      expect(body.error.message).toMatch(/answer are kept/);
      expect(JSON.stringify(body)).not.toContain('stt-secret-key');
    },
  );

  it('refuses what is not a recording, in the interface language, before calling the service', async () => {
    const notAudio = await send('hello', { type: 'text/plain', accept: 'ru' });
    expect(notAudio.status).toBe(400);
    expect(((await notAudio.json()) as { error: { message: string } }).error.message).toMatch(
      /нельзя отправить на расшифровку/,
    );
    expect((await send(new Uint8Array())).status).toBe(400);
    expect((await send(AUDIO, { language: 'de' })).status).toBe(400);
    const tooLarge = await send(new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(stt.requests).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await send(AUDIO, { cookie: null })).status).toBe(401);
    expect(stt.requests).toEqual([]);
  });
});

describe('without a transcription service', () => {
  it('says so, and the app config tells the page not to offer it', async () => {
    const plain = await createTestApp();
    try {
      const { cookie: own } = await signUp(plain.app, 'quiet@example.com');
      const res = await plain.app.request('/api/speech/transcriptions?language=en', {
        method: 'POST',
        headers: {
          'Content-Type': 'audio/webm',
          Origin: 'http://hireready.test',
          cookie: own,
        },
        body: Buffer.from(AUDIO),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /not set up on this site/,
      );
      const config = (await (await plain.app.request('/api/config')).json()) as {
        transcription: boolean;
      };
      expect(config.transcription).toBe(false);
    } finally {
      await plain.close();
    }
    const config = (await (await t.app.request('/api/config')).json()) as {
      transcription: boolean;
    };
    expect(config.transcription).toBe(true);
  });
});
