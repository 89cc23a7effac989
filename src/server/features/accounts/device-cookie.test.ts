import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookieHeader, readDevice } from './device-cookie';

const SECRET = 'device-cookie-test-secret-0123456789abcdef';
const cookieOf = (header: string) => header.split(';')[0] ?? '';

describe('device cookies', () => {
  it('are known to their account until a password reset moves its generation on', () => {
    const header = deviceCookieHeader({
      secret: SECRET,
      email: 'Ada@Example.com',
      generation: 0,
      secure: true,
    });
    const cookieHeader = cookieOf(header);
    const binding = { secret: SECRET, email: 'ada@example.com', cookieHeader };
    expect(readDevice({ ...binding, generation: 0 })).not.toBeNull();
    expect(readDevice({ ...binding, generation: 1 })).toBeNull();
    expect(readDevice({ ...binding, email: 'eve@example.com', generation: 0 })).toBeNull();
  });

  it('keeps a browser remembered before generations existed known while none has been bumped', () => {
    const nonce = 'b2xkLWRldmljZS1ub25jZQ';
    const mac = createHmac('sha256', SECRET)
      .update(`device\nada@example.com\n${nonce}`)
      .digest('base64url');
    const cookieHeader = `${DEVICE_COOKIE}=${nonce}.${mac}`;
    const binding = { secret: SECRET, email: 'ada@example.com', cookieHeader };
    expect(readDevice({ ...binding, generation: 0 })).toBe(nonce);
    expect(readDevice({ ...binding, generation: 1 })).toBeNull();
  });
});
