import { Agent, type IncomingMessage, type Server, request } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpDrain } from './graceful-shutdown';

// A real server as main.ts runs it (@hono/node-server, a keep-alive far longer than any test), and
// the connections a drain meets: an idle keep-alive one, one that has not sent a request yet, and a
// slow streamed response that the test ends when it chooses.

const agents: Agent[] = [];
const sockets: Socket[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const socket of sockets.splice(0)) socket.destroy();
});

function startServer() {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (req) => {
      if (new URL(req.url).pathname === '/quick') return new Response('ok');
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('first '));
          await released;
          controller.enqueue(encoder.encode('last'));
          controller.close();
        },
      });
      return new Response(body);
    },
  }) as Server;
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  const listening = new Promise<number>((done) =>
    server.once('listening', () => done((server.address() as AddressInfo).port)),
  );
  return { server, listening, release };
}

/** A GET over `agent`; resolves with the response and its connection once its first bytes arrive. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{
    socket: Socket;
    first: string;
    rest: Promise<string>;
    res: IncomingMessage;
  }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.setEncoding('utf8');
      res.once('data', (first: string) => {
        let rest = '';
        res.on('data', (chunk: string) => (rest += chunk));
        const ended = new Promise<string>((end) => res.on('end', () => end(rest)));
        done({ socket: req.socket as Socket, first, rest: ended, res });
      });
    });
    req.on('error', fail).end();
  });
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

/** A TCP connection that sends nothing until told to; `closed` resolves with all it received. */
async function openConnection(port: number) {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
  await new Promise((done) => socket.once('connect', done));
  return { socket, closed };
}

/** Resolves once the server has taken in `count` connections. */
function connectionsAccepted(server: Server, count: number): Promise<void> {
  let seen = 0;
  return new Promise((done) =>
    server.on('connection', () => {
      seen += 1;
      if (seen === count) done();
    }),
  );
}

describe('createHttpDrain', () => {
  it('lets a slow response finish, then closes the connections left, even one that never sent a request', async () => {
    const { server, listening, release } = startServer();
    const drain = createHttpDrain(server);
    const port = await listening;
    const accepted = connectionsAccepted(server, 3);
    const idleAgent = keepAliveAgent();
    const quick = await get(port, '/quick', idleAgent);
    const idleClosed = new Promise((done) => quick.socket.once('close', done));
    expect(quick.first + (await quick.rest)).toBe('ok');
    const unused = await openConnection(port);
    const slow = await get(port, '/slow', keepAliveAgent());
    await accepted;

    let isDrained = false;
    const drained = drain.drain().then(() => (isDrained = true));
    // The idle keep-alive connection goes at once; the drain still waits for the slow response.
    await idleClosed;
    expect(isDrained).toBe(false);

    release();
    await drained;
    expect(slow.first + (await slow.rest)).toBe('first last');
    expect(slow.res.complete).toBe(true);
    expect(await unused.closed).toBe('');
  });

  it('answers a request sent during the drain on an open connection, and closes it after', async () => {
    const { server, listening, release } = startServer();
    const drain = createHttpDrain(server);
    const port = await listening;
    const accepted = connectionsAccepted(server, 2);
    // A balancer's connection, opened before the shutdown, that carries its request a moment later.
    const late = await openConnection(port);
    const slow = await get(port, '/slow', keepAliveAgent());
    await accepted;

    const drained = drain.drain();
    late.socket.write('GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answer = await late.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.endsWith('\r\n\r\nok')).toBe(true);

    release();
    await drained;
    expect(slow.first + (await slow.rest)).toBe('first last');
  });

  it('closes at once when nothing is in flight', async () => {
    const { server, listening } = startServer();
    const drain = createHttpDrain(server);
    const port = await listening;
    const accepted = connectionsAccepted(server, 1);
    const unused = await openConnection(port);
    await accepted;

    await drain.drain();
    expect(await unused.closed).toBe('');
  });
});
