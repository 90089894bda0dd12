import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type TForm = { email: string };
const ok: Resolver<TForm> = (values) => Promise.resolve({ values, errors: {} });
const run = (r: Resolver<TForm>) =>
  r({ email: 'a@b.co' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('loads the real resolver once, at the first validation or preload', async () => {
    const load = vi.fn(() => Promise.resolve(ok));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(run(resolver)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await run(resolver);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<Resolver<TForm>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ok);
    const { resolver } = lazyResolver(load);
    await expect(run(resolver)).rejects.toThrow('offline');
    await expect(run(resolver)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
