import { ZErrorBody } from '@futsal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { jsonResponse, renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { PLAYER_A, TEAM_ID, fetchMock, mockApi } from '../../stats/testing';
import { ReportButton } from './ReportButton';

/** The button once the role is known: until then it only holds its place (decision 0110). */
async function shown(testId: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByTestId('held-place')).toBeNull());
  return screen.getByTestId(testId);
}

const PDF = '%PDF-1.7\n% fake document for the download test\n%%EOF';

function pdfResponse(filename: string): Response {
  return new Response(PDF, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(PDF.length),
      'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
}

/** Reports sit on a team's pages, where the caller's role decides (the mock: its owner). */
const ON_TEAM = { path: '/teams/:teamId', at: `/teams/${TEAM_ID}` };

const { createObjectURL, revokeObjectURL } = URL;

describe('<ReportButton />', { timeout: 20_000 }, () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: keep the blob under a fake one.
    URL.createObjectURL = (b: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, b);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the team PDF with the token, the filters and the UI language, under the server file name', async () => {
    await i18n.changeLanguage('pt');
    mockApi((url) =>
      url.pathname.startsWith('/api/reports/') ? pdfResponse('Relatório Ñandú.pdf') : undefined,
    );
    renderWithApp(
      <ReportButton
        kind="team"
        id={TEAM_ID}
        filters={{ range: '30d', type: 'league' }}
        fallbackName="club"
      />,
      ON_TEAM,
    );
    await userEvent.setup().click(await shown('report-team'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Relatório Ñandú.pdf');
    expect(await saved[0]?.blob.text()).toBe(PDF);

    const [input, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/reports/')) ?? [];
    const url = new URL(String(input), 'http://app.test');
    expect(url.pathname).toBe(`/api/reports/team/${TEAM_ID}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      range: '30d',
      type: 'league',
      lng: 'pt',
    });
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer \S+/);
    expect(await screen.findByText('Relatório baixado')).toBeTruthy();
  });

  it('shows progress while the PDF is generated', async () => {
    let release: (r: Response) => void = () => {};
    mockApi(() => undefined);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/reports/')
        ? new Promise<Response>((r) => (release = r))
        : (base?.(input, init) ?? Promise.resolve(jsonResponse({}))),
    );
    renderWithApp(<ReportButton kind="player" id={PLAYER_A} fallbackName="alvaro" />, ON_TEAM);
    await userEvent.setup().click(await shown('report-player'));
    const button = await screen.findByTestId('report-player');
    await waitFor(() => expect(button.textContent).toBe('Generando PDF…'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('report-progress')).toBeTruthy();
    release(new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['alvaro.pdf']));
    await waitFor(() => expect(button.textContent).toBe('Informe PDF'));
  });

  it('says clearly, in the UI language, when the report fails', async () => {
    mockApi((url) =>
      url.pathname.startsWith('/api/reports/')
        ? reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'Equipo no encontrado' } }, 404)
        : undefined,
    );
    renderWithApp(<ReportButton kind="team" id={TEAM_ID} fallbackName="club" />, ON_TEAM);
    await userEvent.setup().click(await shown('report-team'));
    expect(
      await screen.findByText('No se pudo descargar el informe. Equipo no encontrado'),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
