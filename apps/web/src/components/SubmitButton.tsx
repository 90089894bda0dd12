import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** Sending: the button is disabled, shows a spinner and `pendingLabel`. */
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
}

/** A form's contained submit button with its "sending…" state. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled,
  size,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      size={size}
      {...props}
      type="submit"
      disabled={pending || disabled}
      startIcon={
        pending ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" /> : undefined
      }
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
