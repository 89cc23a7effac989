import { describe, expect, it } from 'vitest';
import { EXTERNAL_POOL_SIZE, defaultPoolSize } from './pool-size';
import { parseEnv } from '../env';

describe('the database pool when DATABASE_POOL_SIZE is not set', () => {
  it('gives the embedded server twice the cores it shares with the app, at least four', () => {
    expect(defaultPoolSize({ embedded: true, cores: 1 })).toBe(4);
    expect(defaultPoolSize({ embedded: true, cores: 2 })).toBe(4);
    expect(defaultPoolSize({ embedded: true, cores: 8 })).toBe(16);
  });

  it('keeps ten connections for a server elsewhere, whose cores it cannot see', () => {
    expect(defaultPoolSize({ embedded: false, cores: 2 })).toBe(EXTERNAL_POOL_SIZE);
    expect(EXTERNAL_POOL_SIZE).toBe(10);
  });

  it('leaves the size to the operator when DATABASE_POOL_SIZE is set', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
  });
});
