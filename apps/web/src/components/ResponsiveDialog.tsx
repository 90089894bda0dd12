import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** A form's dialog: the whole screen on a phone, a centred dialog from `sm` up. */
export function ResponsiveDialog(props: Omit<DialogProps, 'fullScreen'>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return <Dialog fullScreen={fullScreen} {...props} />;
}
