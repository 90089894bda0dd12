import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnceOpened } from './OnceOpened';

describe('OnceOpened', () => {
  it('renders nothing until it first opens, then keeps its dialog through closes', () => {
    const view = (open: boolean) => (
      <OnceOpened open={open}>
        <p data-open={String(open)}>form</p>
      </OnceOpened>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByText('form')).toBeNull();
    rerender(view(true));
    expect(screen.getByText('form').dataset.open).toBe('true');
    rerender(view(false));
    // Still mounted: the dialog plays its closing transition and keeps nothing stale in its props.
    expect(screen.getByText('form').dataset.open).toBe('false');
  });
});
