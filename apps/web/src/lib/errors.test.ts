import { messages } from '@futsal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { jsonResponse } from '../test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { errorMessage } from './errors';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  await i18n.changeLanguage('es');
});

/** What the role gate answers a member whose role lacks the permission (decision 0175). */
const forbidden = (message: string) =>
  jsonResponse({ error: { code: 'ROLE_FORBIDDEN', message } }, 403);

describe('a 403 ROLE_FORBIDDEN reply (staff roles, decision 0181)', () => {
  it('reaches the page as an error with its code, and signs nobody out', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    fetchMock.mockResolvedValueOnce(forbidden(messages.en['errors.ROLE_FORBIDDEN']!));
    const err: unknown = await api.delete('/teams/t1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).code).toBe('ROLE_FORBIDDEN');
    expect(signedOut).not.toHaveBeenCalled();
    // The server's text, in the language the request asked for, is what the page shows.
    expect(errorMessage(err, i18n.t, 'teams.common.retry')).toBe(
      'Your role in this team does not allow this action',
    );
  });

  it("reads as the catalog's text when the reply carries none", async () => {
    fetchMock.mockResolvedValue(forbidden(''));
    const err: unknown = await api.post('/matches/m1/events', {}).catch((e: unknown) => e);
    const text = errorMessage(err, i18n.t, 'matches.loadError');
    expect(text).toBe(messages.es['errors.ROLE_FORBIDDEN']);
    expect(text).toBe('Tu función en este equipo no permite esta acción');
  });
});
