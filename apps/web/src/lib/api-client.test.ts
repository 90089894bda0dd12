import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { jsonResponse } from '../test/utils';
import { api, ApiError, checked, setUnauthorizedHandler } from './api-client';
import { TOKEN_KEY } from './token';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  window.history.replaceState(null, '', '/teams/42/players?tab=1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch not called');
  return init;
}

describe('api client', () => {
  it('sends JSON with the bearer token and the language under /api', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    await i18n.changeLanguage('it');
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things');
    const headers = new Headers(lastInit().headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('it');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(lastInit().body).toBe('{"a":1}');
    await i18n.changeLanguage('es');
  });

  it('drops the content type for FormData', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user: {} }));
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await api.put('/auth/profile/avatar', form);
    expect(new Headers(lastInit().headers).has('Content-Type')).toBe(false);
    expect(lastInit().body).toBe(form);
  });

  it('treats 204 as success and throws ApiError with code, message and details', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: 'EMAIL_TAKEN',
            message: 'Ya existe',
            details: [{ path: 'email', key: 'k', message: 'm' }],
          },
        },
        409,
      ),
    );
    const err = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Ya existe' });
    expect((err as ApiError).details).toHaveLength(1);
  });

  it('on 401 removes the token and sends the browser to /login remembering the location', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledWith('/teams/42/players?tab=1');
  });

  it('a 401 of the login call itself is only an error', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Bad' } }, 401),
    );
    await expect(api.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

// Decision 0105: a reply is parsed with its contract in development and tests, and taken as sent
// by a production build, which then never loads the contract (nor zod).
describe('checked replies', () => {
  const contract = vi.fn(() =>
    Promise.resolve({
      parse: (data: unknown) => {
        if (typeof (data as { name?: unknown }).name !== 'string') throw new Error('contract');
        return data as { name: string };
      },
    }),
  );
  afterEach(() => {
    vi.unstubAllEnvs();
    contract.mockClear();
  });

  it('in development and tests, parses the reply with its contract: a broken one fails', async () => {
    await expect(checked(Promise.resolve({ name: 'CD Avance' }), contract)).resolves.toEqual({
      name: 'CD Avance',
    });
    await expect(checked(Promise.resolve({ name: 7 }), contract)).rejects.toThrow('contract');
    expect(contract).toHaveBeenCalledTimes(2);
  });

  it('in a production build, takes the reply as sent and never loads the contract', async () => {
    vi.stubEnv('PROD', true);
    const reply = { name: 7 };
    await expect(checked(Promise.resolve(reply), contract)).resolves.toBe(reply);
    expect(contract).not.toHaveBeenCalled();
  });
});
