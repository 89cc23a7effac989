import { describe, expect, it } from 'vitest';
import { formatSseEvent, readSseData, readSseEvents } from './sse';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function collect(parts: string[]): Promise<string[]> {
  const events: string[] = [];
  for await (const data of readSseData(streamOf(parts))) events.push(data);
  return events;
}

describe('readSseData', () => {
  it('yields the data of each event', async () => {
    expect(await collect(['data: {"a":1}\n\ndata: [DONE]\n\n'])).toEqual(['{"a":1}', '[DONE]']);
  });

  it('joins events split across reads, even inside a CRLF or a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('data: привет\r\n\r\ndata: b\r\n\r\n');
    // Cut every 3 bytes: splits Cyrillic letters and the CR from its LF.
    const parts: string[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    for await (const data of readSseData(stream)) parts.push(data);
    expect(parts).toEqual(['привет', 'b']);
  });

  it('ignores comments, other fields and extra blank lines; joins multi-line data', async () => {
    const text = ': keep-alive\n\n\n\nevent: message\nid: 7\ndata: line 1\ndata:line 2\n\n';
    expect(await collect([text])).toEqual(['line 1\nline 2']);
  });

  it('accepts CR-only line ends and a last event without the closing blank line', async () => {
    expect(await collect(['data: a\r\rdata: b\r', '\rdata: c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('readSseEvents', () => {
  it('names each event, "message" when unnamed, and forgets the name after the event', async () => {
    const events = [];
    const text = 'event: feedback\ndata: {"text":"a"}\n\ndata: plain\n\nevent: done\ndata: {}';
    for await (const event of readSseEvents(streamOf([text]))) events.push(event);
    expect(events).toEqual([
      { event: 'feedback', data: '{"text":"a"}' },
      { event: 'message', data: 'plain' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('reads back what formatSseEvent wrote, line breaks included', async () => {
    const text = formatSseEvent('assessment', { text: '## Strengths\n\n- one\r\n' });
    const events = [];
    for await (const event of readSseEvents(streamOf([text]))) events.push(event);
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toBe('assessment');
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({ text: '## Strengths\n\n- one\r\n' });
  });
});
