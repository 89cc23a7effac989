import { describe, expect, it } from 'vitest';
import {
  countBackgroundWork,
  settleBackgroundWork,
  trackBackgroundWork,
} from './graceful-shutdown-work';

function deferred() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('settleBackgroundWork', () => {
  it('resolves at once when no work is running', async () => {
    expect(countBackgroundWork()).toBe(0);
    await settleBackgroundWork();
  });

  it('waits for every tracked work, failed ones and ones started while it waits included', async () => {
    const stored = deferred();
    const failed = deferred();
    const later = deferred();
    trackBackgroundWork(stored.promise);
    trackBackgroundWork(failed.promise);
    let isSettled = false;
    const settled = settleBackgroundWork().then(() => (isSettled = true));

    failed.reject(new Error('the model went away'));
    await failed.promise.catch(() => undefined);
    trackBackgroundWork(later.promise);
    stored.resolve();
    await stored.promise;
    expect(isSettled).toBe(false);
    expect(countBackgroundWork()).toBe(1);

    later.resolve();
    await settled;
    expect(countBackgroundWork()).toBe(0);
  });
});
