// A device cookie, as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes:
// a browser that has signed in to an account before carries proof of it, bound to that account by
// an HMAC under AUTH_SECRET. Failed sign-ins then count per device for known devices and per
// account only for unknown ones, so a stranger's wrong passwords, from any number of addresses,
// never lock the owner out of the browser they always use. The MAC covers the account's device
// generation, which a password reset bumps: a browser remembered before it is unknown after it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'hireready.device';
/** A year: the device is remembered as long as a person keeps using it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

interface DeviceBinding {
  secret: string;
  email: string;
  /** The account's device generation (users.device_generation). */
  generation: number;
}

function mac({ secret, email, generation, nonce }: DeviceBinding & { nonce: string }): string {
  // Generation 0 (no reset yet) signs what cookies signed before generations existed, so the
  // browsers people already use stay known after an upgrade.
  const signed =
    generation === 0
      ? `device\n${email.toLowerCase()}\n${nonce}`
      : `device\n${email.toLowerCase()}\n${generation}\n${nonce}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/** The Set-Cookie header for a browser that has just signed in to `email`. */
export function deviceCookieHeader(options: DeviceBinding & { secure: boolean }): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${mac({ ...options, nonce })}`;
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device's id when the request carries a device cookie for this account; otherwise null. */
export function readDevice(
  options: DeviceBinding & { cookieHeader: string | null },
): string | null {
  const value = (options.cookieHeader ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [nonce, given] = value?.split('.') ?? [];
  if (!nonce || !given) return null;
  const expected = Buffer.from(mac({ ...options, nonce }));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}
