import CloseRounded from '@mui/icons-material/CloseRounded';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A form dialog's title, a line under it when given, and the cross that closes it. */
export function FormDialogTitle({
  title,
  subtitle,
  closeLabel,
  onClose,
}: {
  title: string;
  subtitle?: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <DialogTitle sx={{ fontWeight: 600, pr: 6 }}>
      {title}
      {subtitle && (
        <Typography
          component="span"
          color="text.secondary"
          sx={{ display: 'block', fontSize: '0.875rem' }}
        >
          {subtitle}
        </Typography>
      )}
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
    </DialogTitle>
  );
}
