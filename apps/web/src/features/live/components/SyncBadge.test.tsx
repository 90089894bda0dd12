import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { SyncBadge } from './SyncBadge';

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
});
