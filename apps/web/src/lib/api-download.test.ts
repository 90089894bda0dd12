import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, dispositionFilename, isApiError } from './api-client';
import { TOKEN_KEY } from './token';

describe('dispositionFilename', () => {
  it('prefers the RFC 5987 name, falls back to the quoted or bare one', () => {
    expect(
      dispositionFilename(
        `attachment; filename="informe.pdf"; filename*=UTF-8''Informe%20%C3%91and%C3%BA.pdf`,
      ),
    ).toBe('Informe Ñandú.pdf');
    expect(dispositionFilename('attachment; filename="equipo \\"A\\".pdf"')).toBe('equipo "A".pdf');
    expect(dispositionFilename('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A; filename=plain.pdf`)).toBe(
      'plain.pdf',
    );
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the bearer token and reports progress against the length', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const body = new Uint8Array(10).fill(65);
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(body, {
          headers: { 'Content-Length': '10', 'Content-Type': 'application/pdf' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: (number | null)[] = [];
    const { blob, filename } = await apiDownload('/reports/team/x', (p) => progress.push(p));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer tok',
    );
    expect(blob.size).toBe(10);
    expect(blob.type).toBe('application/pdf');
    expect(filename).toBeNull();
    expect(progress.at(-1)).toBe(1);
  });

  it('turns an error reply into an ApiError with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'TEAM_NOT_FOUND', message: 'Equipo no encontrado' } }),
            { status: 404 },
          ),
      ),
    );
    const err = await apiDownload('/reports/team/x').catch((e: unknown) => e);
    expect(isApiError(err) && err.code).toBe('TEAM_NOT_FOUND');
  });
});
