import { ZMatch, ZUserResponse, ZUserSettingsResponse } from '@futsal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { MatchFormDialog } from './MatchFormDialog';

const fetchMock = vi.fn<typeof fetch>();
const profile = testUser();
const TEAM = '6f1c1a53-3b0c-4c31-9b6e-2f1e4a0c9d11';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<MatchFormDialog /> for a new match', () => {
  it("starts with the user's default match format from the settings", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user: profile });
      if (url.endsWith('/settings')) {
        return reply(ZUserSettingsResponse, {
          language: 'es',
          theme: 'light',
          defaultPeriods: 4,
          defaultPeriodDuration: 12,
          seasonStartMonth: 9,
          updatedAt: '2026-01-01T00:00:00.000Z',
        });
      }
      return reply(z.array(ZMatch), []);
    });
    renderWithApp(<MatchFormDialog open teamId={TEAM} match={null} onClose={() => {}} />, {
      path: '/teams/x/matches',
    });
    const periods = (await screen.findByLabelText(/periodos/i, {
      selector: 'input',
    })) as HTMLInputElement;
    const duration = document.getElementById('match-period-duration') as HTMLInputElement;
    await waitFor(() => expect(periods.value).toBe('4'));
    expect(duration.value).toBe('12');
  }, 20_000);

  it('on a failed save, shows the messages and puts the cursor in the first field in error', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/me')
        ? reply(ZUserResponse, { user: profile })
        : reply(z.array(ZMatch), []),
    );
    renderWithApp(<MatchFormDialog open teamId={TEAM} match={null} onClose={() => {}} />, {
      path: '/teams/x/matches',
    });
    const u = userEvent.setup();
    const periods = document.getElementById('match-periods') as HTMLInputElement;
    await u.clear(periods);
    await u.type(periods, '9');
    await u.click(screen.getByTestId('match-form-submit'));
    expect(await screen.findByText('El rival es obligatorio')).toBeTruthy();
    expect(screen.getByText('El número de periodos debe estar entre 1 y 4')).toBeTruthy();
    expect(document.activeElement?.id).toBe('match-opponent');
  }, 20_000);
});
