import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** `{ error, helperText }` of a field for a MUI TextField: its (catalog key) message, translated. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: FieldPath<T>): { error: boolean; helperText?: string } => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return { error: Boolean(message), helperText: message ? t(message) : undefined };
  };
}

export { useServerFieldErrors } from './use-server-errors';
