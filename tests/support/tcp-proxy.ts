import { type Server, type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

// A TCP relay on a loopback port in front of another server (a database), that a test can cut and
// restore: cutting resets every open connection and refuses new ones, as when the database host
// goes away; restoring listens again on the same port, as when it comes back.

export interface TcpProxy {
  port: number;
  /** The URL with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  /** Drops every connection and stops accepting new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  /** Holds each new connection this long before relaying it: a database slow to connect to. */
  delayNewConnections(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  let connectDelayMs = 0;
  const relay = (client: Socket) => {
    if (client.destroyed) return;
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const makeServer = () =>
    createServer((client) => {
      track(client);
      client.on('error', () => client.destroy());
      if (connectDelayMs > 0) setTimeout(() => relay(client), connectDelayMs);
      else relay(client);
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = (server: Server) => {
    for (const socket of sockets) socket.resetAndDestroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };

  let server = makeServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  let isListening = true;

  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async cut() {
      if (!isListening) return;
      isListening = false;
      await stop(server);
    },
    async restore() {
      if (isListening) return;
      server = makeServer();
      await listen(server, port);
      isListening = true;
    },
    delayNewConnections(ms) {
      connectDelayMs = ms;
    },
    async close() {
      if (isListening) await stop(server);
      isListening = false;
    },
  };
}
