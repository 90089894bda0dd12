import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { Ref } from 'react';

export interface PlainTextFieldProps extends Omit<
  OutlinedInputProps,
  'label' | 'ref' | 'inputRef' | 'error'
> {
  id: string;
  label: string;
  error?: boolean;
  helperText?: string;
  /** The input element (what react-hook-form's `register` hands over). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field built from TextField's own parts. TextField imports
 * Select (and with it menu, popover and modal) for its `select` prop; the
 * sign-in forms never use it and are the first page a phone downloads.
 */
export function PlainTextField({
  id,
  label,
  error,
  helperText,
  fullWidth,
  required,
  ref,
  ...input
}: PlainTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} fullWidth={fullWidth} required={required} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
