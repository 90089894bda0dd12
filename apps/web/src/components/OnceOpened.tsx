import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it after, so its closing transition
 * still plays. Given a lazy dialog, a page downloads the form's code (react-hook-form, the
 * resolver, the fields) only when the coach opens it, not with the page.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // State from a previous render (React's documented pattern): no effect, no extra commit.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
