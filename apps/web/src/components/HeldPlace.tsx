import type { ReactNode } from 'react';

/**
 * Keeps an action's place, unseen and out of reach (no focus, no click, not read out), while
 * whether the user's role allows it is still being asked: when the role comes, the action shows
 * where it already stood or goes, and nothing around it moves (decision 0110). `display:
 * contents` leaves the layout to the action itself.
 */
export function HeldPlace({ children }: { children: ReactNode }) {
  return (
    <span
      style={{ display: 'contents', visibility: 'hidden' }}
      aria-hidden="true"
      inert
      data-testid="held-place"
    >
      {children}
    </span>
  );
}
