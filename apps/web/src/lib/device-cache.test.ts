import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE } from '../sw/api-cache';
import { clearDeviceCaches } from './device-cache';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearDeviceCaches (decision 0134)', () => {
  it("deletes the API replies' cache, and only it (the app's code and the font stay)", async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    await clearDeviceCaches();
    expect(remove).toHaveBeenCalledExactlyOnceWith(API_CACHE);
  });

  it('does nothing where the browser has no Cache Storage, or refuses it', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearDeviceCaches()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: () => Promise.reject(new Error('SecurityError')) });
    await expect(clearDeviceCaches()).resolves.toBeUndefined();
  });
});
