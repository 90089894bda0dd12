import { useState } from 'react';
import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from './errors';

/** `{ error, helperText }` of a field for a MUI TextField: its (catalog key) message, translated. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: FieldPath<T>): { error: boolean; helperText?: string } => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return { error: Boolean(message), helperText: message ? t(message) : undefined };
  };
}

/**
 * A failed save: the server's field details go under their fields, its message above the form.
 * `clearServerError()` before sending, `showServerError(err, fallbackKey)` on failure.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  return {
    serverError,
    clearServerError: () => setServerError(null),
    showServerError: (err: unknown, fallbackKey: string) => {
      applyFieldErrors(err, setError, fields);
      setServerError(errorMessage(err, t, fallbackKey));
    },
  };
}
