import { AppError } from '../app-error';

/**
 * Refuses a body whose declared Content-Length is past maxBytes before any of it is read (a body
 * that declares less, or nothing, is still counted as it streams in by its reader).
 */
export async function refuseDeclaredTooLarge(
  request: Request,
  options: { maxBytes: number; tooLarge: () => AppError },
): Promise<void> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw options.tooLarge();
  }
}

/**
 * The whole body of a request that carries a file, or `tooLarge` as soon as it passes maxBytes
 * (declared or counted as it streams in): nothing past the limit is buffered.
 */
export async function readLimitedBody(
  request: Request,
  options: { maxBytes: number; tooLarge: () => AppError },
): Promise<Uint8Array<ArrayBuffer>> {
  await refuseDeclaredTooLarge(request, options);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that hangs up mid-upload ends the stream with an error: that is the client's
    // doing, answered (to nobody) as such, never taken for a server or database fault.
    const { done, value } = await reader.read().catch(() => {
      throw new AppError('request_aborted');
    });
    if (done) break;
    size += value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw options.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
