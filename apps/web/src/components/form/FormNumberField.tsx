import InputAdornment from '@mui/material/InputAdornment';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormNumberFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<
  FormTextFieldProps<T, N, TOut>,
  'type' | 'slotProps' | 'prefix'
> & {
  min?: number;
  max?: number;
  step?: number;
  /** Shown before the number, e.g. `#` for a shirt number. */
  prefix?: string;
  /** Shown after the number, e.g. `cm`. */
  unit?: string;
};

/**
 * A number as typed (the form keeps it as text, so a blank stays blank): a phone's keyboard
 * shows digits, with a decimal point when the step is a fraction.
 */
export function FormNumberField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  min,
  max,
  step,
  prefix,
  unit,
  ...props
}: FormNumberFieldProps<T, N, TOut>) {
  const decimal = step !== undefined && !Number.isInteger(step);
  return (
    <FormTextField
      fullWidth
      {...props}
      type="number"
      slotProps={{
        htmlInput: { min, max, step, inputMode: decimal ? 'decimal' : 'numeric' },
        input: {
          startAdornment: prefix ? (
            <InputAdornment position="start">{prefix}</InputAdornment>
          ) : undefined,
          endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
