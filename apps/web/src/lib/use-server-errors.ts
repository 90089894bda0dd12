import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage, type SetFieldError } from './errors';

/**
 * A failed save: the server's field details go under their fields, its message above the form.
 * `clearServerError()` before sending, `showServerError(err, fallbackKey)` on failure. Apart from
 * use-form-errors (which needs react-hook-form's code) so the sign-in form does not load it.
 */
export function useServerFieldErrors<N extends string>(
  setError: SetFieldError<N>,
  fields: readonly N[],
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
