import { describe, expect, it } from 'vitest';
import { AI_DAILY_LIMIT_DEFAULT } from '../../shared/constants';
import { ConfigError, parseEnv } from '../env';

describe('AI_DAILY_LIMIT', () => {
  it('defaults to 200 model calls per user per UTC day', () => {
    expect(AI_DAILY_LIMIT_DEFAULT).toBe(200);
    expect(parseEnv({}).AI_DAILY_LIMIT).toBe(200);
    expect(parseEnv({ AI_DAILY_LIMIT: '50' }).AI_DAILY_LIMIT).toBe(50);
  });

  it.each(['0', '-5', '2.5', 'unlimited'])(
    'refuses %s at start-up, naming the variable',
    (value) => {
      expect(() => parseEnv({ AI_DAILY_LIMIT: value })).toThrow(ConfigError);
      expect(() => parseEnv({ AI_DAILY_LIMIT: value })).toThrow(/AI_DAILY_LIMIT: must be/);
    },
  );
});
