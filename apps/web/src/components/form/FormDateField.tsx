import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A date (`YYYY-MM-DD`) typed or picked in the browser's own date input; its label stays up. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  slotProps,
  ...props
}: Omit<FormTextFieldProps<T, N, TOut>, 'type'>) {
  return (
    <FormTextField
      fullWidth
      {...props}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
    />
  );
}
