import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  it('redacts credentials even when code logs them by mistake', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    logger.info({
      req: {
        headers: {
          cookie: 'sid=abc-cookie',
          authorization: 'Bearer abc-bearer',
          'user-agent': 'test-agent',
        },
      },
      user: { email: 'ada@example.com', password: 'abc-password', token: 'abc-token' },
    });
    const written = lines.join('');
    expect(written).toContain('test-agent');
    expect(written).toContain('ada@example.com');
    for (const secret of ['abc-cookie', 'abc-bearer', 'abc-password', 'abc-token']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });
});
