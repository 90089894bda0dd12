import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './FormTextField';
import { useFieldMessage } from './use-field-message';

export type FormToggleFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
  V extends string = string,
> = FormFieldBinding<T, N, TOut> & {
  options: readonly V[];
  renderOption: (option: V) => ReactNode;
  optionSx?: SxProps<Theme>;
  /** The test id of each option's button. */
  optionTestId?: (option: V) => string;
  sx?: SxProps<Theme>;
  testId?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * One choice among a few, all in sight as toggle buttons; a choice cannot be unselected
 * (pressing the selected one keeps it).
 */
export function FormToggleField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
  V extends string = string,
>({
  control,
  name,
  options,
  renderOption,
  optionSx,
  optionTestId,
  testId,
  ...group
}: FormToggleFieldProps<T, N, TOut, V>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        color="primary"
        {...group}
        value={field.value}
        onChange={(_e, v: V | null) => v && field.onChange(v)}
        data-testid={testId}
      >
        {options.map((o) => (
          <ToggleButton key={o} value={o} sx={optionSx} data-testid={optionTestId?.(o)}>
            {renderOption(o)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </>
  );
}
