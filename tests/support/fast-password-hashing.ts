import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SCRYPT_HASHER, setPasswordHasher } from '../../src/server/auth/password-hashing';

// Integration tests in this process hash passwords with a salted SHA-256 instead of scrypt (the
// way Django's test settings use a fast hasher): the tests sign up hundreds of accounts, and
// scrypt's 0.1 s each was about a third of the server project's time. What scrypt itself does is
// checked in src/server/auth/password-hashing.test.ts, and the server processes that the
// end-to-end and operations tests start hash with scrypt. A hash scrypt made still verifies.

const PREFIX = 'test-sha256';

function digest(salt: string, password: string): Buffer {
  return createHash('sha256').update(`${salt}:${password}`).digest();
}

setPasswordHasher({
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}:${salt}:${digest(salt, password).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, hex] = hash.split(':');
    if (prefix !== PREFIX || !salt || !hex) return SCRYPT_HASHER.verify({ hash, password });
    return timingSafeEqual(Buffer.from(hex, 'hex'), digest(salt, password));
  },
});
