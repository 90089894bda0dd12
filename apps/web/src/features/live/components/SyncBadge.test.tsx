import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { SLOW_SEND_MS, SyncBadge } from './SyncBadge';
import type { TSyncStatus } from '../lib/use-event-sender';

const badge = (online: boolean, stream: 'connecting' | 'live' | 'retrying' | 'closed') =>
  render(
    <TestProviders queryClient={createQueryClient()}>
      <SyncBadge online={online} pending={0} status="idle" stream={stream} />
    </TestProviders>,
  );

describe('SyncBadge', () => {
  it('says so when the device is online but the other devices’ events stopped arriving', async () => {
    badge(true, 'retrying');
    expect((await screen.findByTestId('connectivity')).textContent).toBe(
      'Reconectando con los otros dispositivos',
    );
  });

  it('is plain online while the stream delivers, and offline wins over the stream', async () => {
    const { unmount } = badge(true, 'live');
    expect((await screen.findByTestId('connectivity')).dataset.stream).toBe('live');
    expect(screen.getByTestId('connectivity').textContent).not.toMatch(/Reconect/);
    unmount();
    badge(false, 'retrying');
    expect((await screen.findByTestId('connectivity')).dataset.online).toBe('false');
    expect(screen.getByTestId('connectivity').textContent).not.toMatch(/Reconect/);
  });

  it('counts what waits at once offline, and online only once a send is slow', () => {
    vi.useFakeTimers();
    try {
      const at = (online: boolean, pending: number, status: TSyncStatus) => (
        <TestProviders queryClient={createQueryClient()}>
          <SyncBadge online={online} pending={pending} status={status} stream="live" />
        </TestProviders>
      );
      const { rerender } = render(at(true, 1, 'syncing'));
      // Sent in the usual tens of milliseconds: no count flashes, the badge still says one waits.
      expect(screen.queryByTestId('pending-count')).toBeNull();
      expect(screen.getByTestId('connectivity').dataset.pending).toBe('1');
      act(() => vi.advanceTimersByTime(SLOW_SEND_MS - 1));
      expect(screen.queryByTestId('pending-count')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByTestId('pending-count').textContent).toBe('1 pendiente de enviar');
      // Sent: gone, and the next event starts from quiet again.
      rerender(at(true, 0, 'idle'));
      expect(screen.queryByTestId('pending-count')).toBeNull();
      rerender(at(true, 1, 'syncing'));
      expect(screen.queryByTestId('pending-count')).toBeNull();
      // Offline or refused: shown at once.
      rerender(at(false, 2, 'offline'));
      expect(screen.getByTestId('pending-count').dataset.count).toBe('2');
      rerender(at(true, 2, 'error'));
      expect(screen.getByTestId('pending-count').dataset.count).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });
});
