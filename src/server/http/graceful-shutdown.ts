import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Drains an HTTP server at shutdown. */
export interface HttpDrain {
  /**
   * Refuses new connections, lets every response in flight end (never cuts one), then closes the
   * connections left; resolves once the server has closed.
   */
  drain(): Promise<void>;
}

/**
 * Counts the server's responses in flight from now on, so that `drain()` knows when none is left.
 *
 * Why not just `server.close()`: it closes idle keep-alive connections, but Node 20 counts a
 * connection that has not sent a request yet as active, not idle (a client that reconnects ahead
 * of its next request, a balancer's warm pool). `close()` also stops the check that would end such
 * a connection after `headersTimeout`, so it held the process open until the shutdown deadline.
 * Once no response is running, every connection left is closed instead.
 */
export function createHttpDrain(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let isDraining = false;

  const closeWhatIsLeft = () => {
    if (!isDraining) return;
    if (inFlight.size === 0) server.closeAllConnections();
    // A connection whose response has ended is idle: close it now rather than serve it again.
    else server.closeIdleConnections();
  };

  // Before the app's listener, so that the header below is set before the app answers.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    // A request on a kept-alive connection during the drain is answered, and its connection closes.
    if (isDraining && !res.headersSent) res.setHeader('Connection', 'close');
    const socket = req.socket;
    const settle = () => {
      res.off('close', settle);
      // A response queued behind another on the same connection never emits 'close' if the
      // connection goes first.
      socket.off('close', settle);
      inFlight.delete(res);
      closeWhatIsLeft();
    };
    res.on('close', settle);
    socket.on('close', settle);
  });

  return {
    drain() {
      isDraining = true;
      return new Promise<void>((resolve) => {
        // Resolves (with an error we do not need) even when the server was not listening.
        server.close(() => resolve());
        closeWhatIsLeft();
      });
    },
  };
}
