import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './FormTextField';

/** A yes/no value as a switch with its label. */
export function FormSwitchField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  id,
  label,
}: FormFieldBinding<T, N, TOut> & { id: string; label: string }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          id={id}
        />
      }
      label={label}
    />
  );
}
