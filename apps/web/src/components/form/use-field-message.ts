import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error as the user reads it: its message is a catalog key, translated here. */
export function useFieldMessage(error: FieldError | undefined): string | undefined {
  const { t } = useTranslation();
  return error?.message ? t(error.message) : undefined;
}
