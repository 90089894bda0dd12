import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';

/**
 * A form of a few text inputs validated by a shared zod schema that loads at the first keystroke
 * or validation instead of with the page. The sign-in page is what a phone downloads first: zod
 * alone weighs more than the form, and react-hook-form (12 KiB compressed) is not needed for
 * two fields. It behaves as the app's react-hook-form forms do: validated on submit, then again
 * at every change of a field; the first invalid field gets the focus; messages are catalog keys.
 */
export interface LazySchema<T> {
  get: () => Promise<ZodType<T>>;
  /** Starts the download (on the form's first `input` event) so submitting does not wait. */
  preload: () => void;
}

export function lazySchema<T>(load: () => Promise<ZodType<T>>): LazySchema<T> {
  let pending: Promise<ZodType<T>> | undefined;
  const get = () => {
    // A failed download is retried at the next validation, not cached.
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
  return { get, preload: () => void get().catch(() => undefined) };
}

type Check<T, K extends string> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<K, string>> };

/** The first message of each field, as react-hook-form's zod resolver keeps them. */
export async function checkValues<T, K extends string>(
  schema: LazySchema<T>,
  values: Record<K, string>,
): Promise<Check<T, K>> {
  const result = (await schema.get()).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as K;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function useLazySchemaForm<T, K extends string>(
  schema: LazySchema<T>,
  defaultValues: Record<K, string>,
) {
  const fields = Object.keys(defaultValues) as K[];
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [validating, setValidating] = useState(false);

  const values = () =>
    Object.fromEntries(
      fields.map((f) => [f, inputs.current.get(f)?.value ?? defaultValues[f]]),
    ) as Record<K, string>;

  const register = (name: K) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (el: HTMLInputElement | null) => {
      if (el) inputs.current.set(name, el);
      else inputs.current.delete(name);
    },
    onChange: () => {
      if (!submitted.current) return;
      // Only the changed field's message moves, as with react-hook-form's re-validation.
      void checkValues(schema, values()).then(
        (r) => setErrors((prev) => ({ ...prev, [name]: r.ok ? undefined : r.errors[name] })),
        () => undefined,
      );
    },
  });

  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setValidating(true);
    try {
      const r = await checkValues(schema, values());
      if (!r.ok) {
        setErrors(r.errors);
        inputs.current.get(fields.find((f) => r.errors[f]) as K)?.focus();
        return;
      }
      setErrors({});
      await onValid(r.data);
    } finally {
      setValidating(false);
    }
  };

  /** A message for one field (the server's field details). */
  const setError = (name: K, error: { message?: string }) =>
    setErrors((prev) => ({ ...prev, [name]: error.message }));

  return { register, handleSubmit, setError, errors, validating };
}
