import { formatSseEvent } from '../../shared/sse';
import { trackBackgroundWork } from './graceful-shutdown-work';

export type SendEvent = (event: string, data: unknown) => void;

/**
 * A text/event-stream response whose events `run` sends as its work goes on. The work is not tied
 * to the connection: if the client goes away, sending becomes a no-op and `run` still finishes,
 * so whatever it stores is stored. If `run` throws, `onError` names the event to send instead.
 */
export function eventStream(
  run: (send: SendEvent) => Promise<void>,
  onError: (error: unknown) => { event: string; data: unknown },
): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send: SendEvent = (event, data) => {
        if (open) controller.enqueue(encoder.encode(formatSseEvent(event, data)));
      };
      const work = run(send)
        .catch((error: unknown) => {
          const failure = onError(error);
          send(failure.event, failure.data);
        })
        .finally(() => {
          if (!open) return;
          open = false;
          controller.close();
        });
      // Shutdown waits for it, even once the reader has gone.
      trackBackgroundWork(work);
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Nginx and similar proxies would otherwise hold the events back until the end.
      'X-Accel-Buffering': 'no',
    },
  });
}
