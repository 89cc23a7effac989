import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { languageFromAcceptLanguage } from '../../shared/language';
import { errorMessage } from '../../shared/messages';
import type { Logger } from '../logger';

// Slow clients (slowloris and its body-trickling cousin) hold a connection, and whatever the
// request holds, for as long as they like. Node closes a request whose headers take longer than
// `headersTimeout` or which is not whole within `requestTimeout`; between those, a body must keep
// coming at a minimum average rate, checked here for every request in one place.

/** Defaults: a browser sends its headers in one packet, and a 5 MB resume fits in 2 minutes. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;
/** How often Node looks for requests over those two timeouts (its default is 30 s). */
export const CONNECTIONS_CHECK_MS = 1_000;

export interface BodyRateRule {
  /** A body still arriving after this long must have averaged at least `minBytesPerSecond`. */
  graceMs: number;
  minBytesPerSecond: number;
}

/** 2 KB/s after 10 s: a modem's pace; a trickling client sends a byte every few seconds. */
export const MIN_BODY_RATE: BodyRateRule = { graceMs: 10_000, minBytesPerSecond: 2_048 };

interface Watched {
  response: ServerResponse;
  startedAt: number;
  bytesAtStart: number;
}

/**
 * Closes every request whose body arrives more slowly than the rule allows, answering 408 with
 * the one error shape in the request's language when no response has started.
 */
export function dropSlowBodies(
  server: Server,
  options: { logger: Logger; rule?: BodyRateRule; checkEveryMs?: number },
): void {
  const rule = options.rule ?? MIN_BODY_RATE;
  const watched = new Map<IncomingMessage, Watched>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    watched.set(request, {
      response,
      startedAt: Date.now(),
      bytesAtStart: request.socket.bytesRead,
    });
    request.once('close', () => watched.delete(request));
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [request, entry] of watched) {
      if (request.complete || request.destroyed) {
        watched.delete(request);
        continue;
      }
      const elapsedMs = now - entry.startedAt;
      if (elapsedMs < rule.graceMs) continue;
      const received = request.socket.bytesRead - entry.bytesAtStart;
      if ((received * 1000) / elapsedMs >= rule.minBytesPerSecond) continue;
      watched.delete(request);
      options.logger.info(
        { method: request.method, path: request.url?.split('?')[0], received, elapsedMs },
        'closed a request whose body came too slowly',
      );
      refuse(request, entry.response);
    }
  }, options.checkEveryMs ?? 1_000);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

/** As Node answers its own request timeout: straight to the socket, then closed. */
function refuse(request: IncomingMessage, response: ServerResponse): void {
  const { socket } = request;
  if (!response.headersSent && socket.writable) {
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const body = JSON.stringify({
      error: { code: 'request_too_slow', message: errorMessage('request_too_slow', { language }) },
    });
    socket.write(
      `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}
