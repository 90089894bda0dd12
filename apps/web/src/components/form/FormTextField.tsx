import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { useFieldMessage } from './use-field-message';

/** Where a field sits in its form: the form's control and the value's path. */
export type FormFieldBinding<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Required<
  Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>
>;

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> &
  FormFieldBinding<T, N, TOut>;

/**
 * A MUI text field bound to a react-hook-form value: the value's error (a catalog key) shows
 * translated under it, in place of `helperText`.
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
