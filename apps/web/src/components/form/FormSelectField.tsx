import MenuItem from '@mui/material/MenuItem';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormSelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
  V extends string | number = string,
> = Omit<FormTextFieldProps<T, N, TOut>, 'select' | 'children' | 'type'> & {
  options: readonly V[];
  labelOf: (option: V) => string;
  /** When given, a first choice for "none", shown in italics, whose value is ''. */
  empty?: string;
};

/** One choice among `options`; the select's button is `<id>-select` for tests. */
export function FormSelectField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
  V extends string | number = string,
>({ options, labelOf, empty, id, slotProps, ...props }: FormSelectFieldProps<T, N, TOut, V>) {
  return (
    <FormTextField
      fullWidth
      {...props}
      select
      id={id}
      slotProps={{
        ...slotProps,
        select: {
          SelectDisplayProps: { 'data-testid': id ? `${id}-select` : undefined } as object,
        },
      }}
    >
      {empty !== undefined && (
        <MenuItem value="">
          <em>{empty}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {labelOf(o)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
