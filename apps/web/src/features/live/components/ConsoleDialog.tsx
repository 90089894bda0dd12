import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { nextTask } from '../../../lib/next-task';

/** The dialog is the dimmed screen; its paper sits in the middle. */
const DIALOG_SX: SxProps<Theme> = {
  position: 'fixed',
  inset: 0,
  zIndex: 'modal',
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
};

const PAPER_SX: SxProps<Theme> = {
  width: 'calc(100% - 64px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 64px)',
  // Title and actions stay, the content between them scrolls (as MUI's Dialog lays out).
  display: 'flex',
  flexDirection: 'column',
};

/** A sheet along the screen's bottom edge, its content no wider than a tablet's line. */
const SHEET_DIALOG_SX: SxProps<Theme> = [DIALOG_SX, { alignItems: 'flex-end' }];
const SHEET_PAPER_SX: SxProps<Theme> = {
  ...PAPER_SX,
  width: '100%',
  maxWidth: 'none',
  maxHeight: 'calc(100% - 32px)',
  overflowY: 'auto',
  borderRadius: '16px 16px 0 0',
  '& > *': { width: '100%', maxWidth: 900, mx: 'auto', boxSizing: 'border-box' },
  // The title lines up with the sheet's content, which is closer to the edge on a phone.
  '& > .MuiDialogTitle-root': { px: { xs: 2, sm: 3 } },
};

/** A question and its two answers (MUI's `maxWidth="xs"`). */
const NARROW_PAPER_SX: SxProps<Theme> = { ...PAPER_SX, maxWidth: 444 };

const TITLE_SX: SxProps<Theme> = { pb: 1, '&:focus': { outline: 'none' } };

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex="0"]';

/** Tab and Shift+Tab go round the dialog's controls, not out to the page under it. */
function keepTabInside(e: KeyboardEvent<HTMLElement>) {
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || !all.includes(at as HTMLElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal of the console on the browser's own `<dialog>` (decision 0184), on the body above the
 * console. It is drawn with the console, closed, and a tap only shows it, by its `open` attribute
 * (decision 0186): `showModal()` made the whole page inert and moved the dialog to the top layer,
 * and `show()`'s focusing steps laid the page out, inside each tap. What a modal needs beyond that
 * is here: the dimmed screen takes every tap beside the paper, Tab goes round, Escape closes, and
 * the focus goes to the title after the frame that shows it, and back. MUI's Dialog did it in React effects and gave its root a class of its own once open,
 * so the first shot of a load inserted a CSS rule and restyled the whole page inside the tap.
 */
export function ConsoleDialog({
  open,
  onClose,
  title,
  testid,
  sheet = false,
  narrow = false,
  children,
}: {
  open: boolean;
  /** Escape, a tap outside it, or its own buttons: the owner decides and sets `open`. */
  onClose: () => void;
  title: ReactNode;
  testid: string;
  /** Along the bottom edge (the goal's details), not in the middle. */
  sheet?: boolean;
  /** A confirmation: a line of text and two buttons. */
  narrow?: boolean;
  children: ReactNode;
}) {
  'use memo';
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The attribute, not `show()`: its focusing steps, like a focus now, lay the page out
      // inside the tap; the frame lays it out once, and the focus follows that frame.
      dialog.setAttribute('open', '');
      requestAnimationFrame(() => {
        void nextTask().then(() => {
          if (dialog.open && !dialog.contains(document.activeElement))
            titleRef.current?.focus({ preventScroll: true });
        });
      });
    }
    if (!open && dialog.open) {
      const inside = dialog.contains(document.activeElement);
      dialog.close();
      if (inside) returnTo.current?.focus({ preventScroll: true });
    }
  }, [open]);
  return createPortal(
    <Box
      component="dialog"
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testid}
      sx={sheet ? SHEET_DIALOG_SX : DIALOG_SX}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        } else if (e.key === 'Tab') keepTabInside(e);
      }}
      onClick={(e) => {
        // A tap beside the paper lands on the dialog itself, the dimmed screen.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Paper elevation={24} sx={sheet ? SHEET_PAPER_SX : narrow ? NARROW_PAPER_SX : PAPER_SX}>
        {/* The focus goes to the title: it is read first, and no chip or button is focused as if
            chosen (MUI's Dialog focused its container). */}
        <DialogTitle ref={titleRef} id={titleId} tabIndex={-1} sx={TITLE_SX}>
          {title}
        </DialogTitle>
        {children}
      </Paper>
    </Box>,
    document.body,
  );
}
