import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** The dialog is the dimmed screen; its paper sits in the middle. */
const DIALOG_SX: SxProps<Theme> = {
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  m: 0,
  p: 0,
  border: 0,
  bgcolor: 'rgba(0, 0, 0, 0.5)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Closed, it stays laid out where it opens, unseen: the tap that opens it lays out nothing new.
  '&:not([open])': { visibility: 'hidden', pointerEvents: 'none' },
  // The dialog itself is the dimmed screen, so one element is shown and hidden.
  '&::backdrop': { background: 'transparent' },
};

const PAPER_SX: SxProps<Theme> = {
  width: 'calc(100% - 64px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 64px)',
  // Title and actions stay, the content between them scrolls (as MUI's Dialog lays out).
  display: 'flex',
  flexDirection: 'column',
};

const TITLE_SX: SxProps<Theme> = { pb: 1, '&:focus': { outline: 'none' } };

/**
 * A modal of the console on the browser's own `<dialog>` (decision 0184). It is drawn with the
 * console, closed, and a tap only shows it: `showModal()` puts it above the page, makes the page
 * inert, moves the focus into it, gives Escape, and hands the focus back when it closes. MUI's
 * Dialog did this in React effects and gave its root a class of its own once open, so the first
 * shot of a load inserted a CSS rule and restyled the whole page inside the tap.
 */
export function ConsoleDialog({
  open,
  onClose,
  title,
  testid,
  children,
}: {
  open: boolean;
  /** Escape, a tap outside it, or its own buttons: the owner decides and sets `open`. */
  onClose: () => void;
  title: ReactNode;
  testid: string;
  children: ReactNode;
}) {
  'use memo';
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testid}
      sx={DIALOG_SX}
      onCancel={(e) => {
        // Escape: closed through the owner, as every other way out.
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A tap beside the paper lands on the dialog itself, the dimmed screen.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Paper elevation={24} sx={PAPER_SX}>
        {/* The first focusable part, so the one showModal() focuses: its title is read first, and
            no chip or button is focused as if chosen (MUI's Dialog focused its container). */}
        <DialogTitle id={titleId} tabIndex={-1} sx={TITLE_SX}>
          {title}
        </DialogTitle>
        {children}
      </Paper>
    </Box>
  );
}
