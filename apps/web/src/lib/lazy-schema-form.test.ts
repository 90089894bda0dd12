import { ZLoginRequest, type TLoginRequest } from '@futsal/shared/schemas/auth';
import type { ZodType } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { checkValues, lazySchema } from './lazy-schema-form';

describe('lazySchema', () => {
  it('loads the schema once, at the first validation or preload', async () => {
    const load = vi.fn(() => Promise.resolve(ZLoginRequest));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    schema.preload();
    await expect(
      checkValues(schema, { email: 'ana@club.es', password: 'secret123' }),
    ).resolves.toEqual({ ok: true, data: { email: 'ana@club.es', password: 'secret123' } });
    await checkValues(schema, { email: 'x', password: 'y' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<ZodType<TLoginRequest>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ZLoginRequest);
    const schema = lazySchema(load);
    const values = { email: 'ana@club.es', password: 'secret123' };
    await expect(checkValues(schema, values)).rejects.toThrow('offline');
    await expect(checkValues(schema, values)).resolves.toMatchObject({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives each field its first message: the shared catalog's key", async () => {
    const schema = lazySchema(() => Promise.resolve(ZLoginRequest));
    const r = await checkValues(schema, { email: '', password: '' });
    expect(r).toEqual({
      ok: false,
      errors: { email: 'validation.email.required', password: 'validation.password.required' },
    });
  });
});
