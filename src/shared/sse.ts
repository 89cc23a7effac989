// Reads a server-sent events body and yields each event as it completes. Used on the server for a
// model's streamed chat completion and in the browser for our own streamed feedback. Follows the
// SSE rules that matter here: lines end in LF, CRLF or CR (a CRLF may be split across two network
// reads), a blank line ends an event, lines starting with ":" are comments, several data lines
// join with "\n", an event without a name is a "message", other fields are ignored.

export interface SseEvent {
  event: string;
  data: string;
}

export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const finish = (): SseEvent | null => {
    const complete = data.length > 0 ? { event: event || 'message', data: data.join('\n') } : null;
    event = '';
    data = [];
    return complete;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) break;
        // A CR at the very end may be the first half of a CRLF: wait for the next read.
        if (buffer[end] === '\r' && end === buffer.length - 1 && !done) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          const complete = finish();
          if (complete) yield complete;
        } else {
          readField(line);
        }
      }
      if (done) break;
    }
    // A body that ends without the final blank line still delivered its last event.
    if (buffer !== '') readField(buffer);
    const last = finish();
    if (last) yield last;
  } finally {
    // Stops the download when the reader leaves early (a caller that stopped listening).
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }

  function readField(line: string) {
    if (line === 'data' || line.startsWith('data:')) data.push(valueOf(line, 5));
    else if (line.startsWith('event:')) event = valueOf(line, 6);
  }
}

function valueOf(line: string, nameLength: number): string {
  return line.slice(nameLength).replace(/^ /, '');
}

/** Only the data of each event: what a chat-completions stream carries. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const { data } of readSseEvents(body)) yield data;
}

/** One event in the wire format, its data JSON-encoded so line breaks survive. */
export function formatSseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
