import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSseEvent, readSseEvents } from './sse';

// What the server writes with formatSseEvent, the browser reads back with readSseEvents, the same
// events with the same data, however the network cuts the bytes: inside a CRLF, inside a
// multi-byte letter or an emoji, one byte at a time.

function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const edges = [0, ...points, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 1; i < edges.length; i += 1) {
        controller.enqueue(bytes.slice(edges[i - 1], edges[i]));
      }
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const events: { event: string; data: string }[] = [];
  for await (const event of readSseEvents(stream)) events.push(event);
  return events;
}

const eventName = fc.stringMatching(/^[a-z][a-z_-]{0,15}$/);
/** Any text, with the characters that matter to the framing made likely. */
const payload = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom('\n', '\r', '\r\n', 'data: ', ':', 'event: x', 'привет', '🙂', '\u2028', ''),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
);
const data = fc.oneof(
  payload,
  fc.record({ text: payload, done: fc.boolean() }),
  fc.array(payload, { maxLength: 3 }),
);

describe('formatSseEvent → readSseEvents', () => {
  it('gives back every event and its data, whatever the text and however it is cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(eventName, data), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (events, cuts) => {
          const wire = events.map(([name, value]) => formatSseEvent(name, value)).join('');
          const received = await readAll(streamOf(new TextEncoder().encode(wire), cuts));
          expect(received.map(({ event, data }) => [event, JSON.parse(data)])).toEqual(events);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads any bytes at all without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (bytes, cuts) => {
          for (const { event, data } of await readAll(streamOf(bytes, cuts))) {
            expect(event).not.toBe('');
            expect(typeof data).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
