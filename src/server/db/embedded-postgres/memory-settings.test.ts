import { describe, expect, it } from 'vitest';
import { memorySettings } from './start-embedded-postgres';

const GB = 1024 ** 3;

describe('memorySettings', () => {
  it('sizes the embedded server for the memory it may use, within bounds', () => {
    expect(memorySettings(24 * GB)).toEqual({
      shared_buffers: '2048MB',
      effective_cache_size: '12288MB',
      work_mem: '64MB',
      maintenance_work_mem: '768MB',
    });
    expect(memorySettings(1 * GB)).toEqual({
      shared_buffers: '128MB',
      effective_cache_size: '512MB',
      work_mem: '4MB',
      maintenance_work_mem: '64MB',
    });
    // A tiny container still gets the floor, never less than PostgreSQL can run with.
    expect(memorySettings(256 * 1024 * 1024).shared_buffers).toBe('32MB');
  });
});
