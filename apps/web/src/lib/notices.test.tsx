import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enqueueSnackbar, NoticesHost } from './notices';

describe('notices', { timeout: 20_000 }, () => {
  it('shows nothing and loads nothing until the first notice, then shows every waiting notice', async () => {
    const { container, unmount } = render(<NoticesHost />);
    expect(container.innerHTML).toBe('');
    // Two notices asked for before notistack is in: both show once it loads.
    act(() => {
      enqueueSnackbar('Equipo creado', { variant: 'success' });
      enqueueSnackbar('Jugador creado', { variant: 'success' });
    });
    expect(await screen.findByText('Equipo creado')).toBeTruthy();
    expect(await screen.findByText('Jugador creado')).toBeTruthy();
    // Loaded and mounted: the next one goes straight through.
    act(() => enqueueSnackbar('Partido guardado', { variant: 'info' }));
    expect(await screen.findByText('Partido guardado')).toBeTruthy();
    unmount();
  });

  it('a host mounted after the library loaded shows the notices asked for while none was', async () => {
    act(() => enqueueSnackbar('Sin anfitrión', { variant: 'info' }));
    expect(screen.queryByText('Sin anfitrión')).toBeNull();
    const { unmount } = render(<NoticesHost />);
    expect(await screen.findByText('Sin anfitrión')).toBeTruthy();
    unmount();
  });
});
