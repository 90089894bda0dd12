import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (the shared zod schema, and zod itself) loads at
 * the first validation instead of with the page: the sign-in page is the first
 * thing a phone downloads, and zod alone weighs more than the form. `preload()`
 * starts the download early (at the first keystroke) so submitting does not wait.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () => {
    // A failed download is retried at the next validation, not cached.
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
