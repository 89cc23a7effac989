// Reads a server-sent events body (the chat-completions streaming wire format) and yields the
// data of each event as it completes. Follows the SSE rules that matter here: lines end in LF,
// CRLF or CR (a CRLF may be split across two network reads), a blank line ends an event,
// lines starting with ":" are comments, several data lines join with "\n", other fields are ignored.

export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
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
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line === 'data' || line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
      }
      if (done) break;
    }
    // A body that ends without the final blank line still delivered its last event.
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    if (data.length > 0) yield data.join('\n');
  } finally {
    // Stops the download when the reader leaves early (a caller that stopped listening).
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
