import {
  fieldOfHeader,
  IMPORT_FIELDS,
  ZPlayerImportPreview,
  ZPlayerImportResult,
  type TPlayerImportResult,
  type TPlayerImportRow,
} from '@futsal/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../i18n/locales/en.json';
import es from '../../../../i18n/locales/es.json';
import itCatalog from '../../../../i18n/locales/it.json';
import pt from '../../../../i18n/locales/pt.json';
import { ApiError } from '../../../../lib/api-client';
import { TOKEN_KEY } from '../../../../lib/token';
import { TestProviders } from '../../../../test/providers';
import { errorReply, reply } from '../../../../test/replies';
import { fakeJwt } from '../../../../test/utils';
import { assignField, rowErrorsOf, rowsOf, templateCsv } from '../../player-import';
import { ImportPlayersDialog } from './ImportPlayersDialog';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const PLAYER = '00000000-0000-4000-8000-000000000007';

const preview = {
  headers: ['Jugador', 'Dorsal', 'Demarcación', 'Notas'],
  rows: [
    ['Ana Pérez', '7', 'Ala', 'capitana'],
    ['Luis', 'siete', 'Portero', ''],
  ],
  mapping: ['name', 'number', 'primaryPosition', null] as const,
};

describe('the import mapping', () => {
  it('puts each mapped column under its field, and a field on one column only', () => {
    const mapping = [...preview.mapping];
    expect(rowsOf(preview, mapping)[0]).toEqual({
      name: 'Ana Pérez',
      number: '7',
      primaryPosition: 'Ala',
    });
    const moved = assignField(mapping, 3, 'name');
    expect(moved).toEqual([null, 'number', 'primaryPosition', 'name']);
    expect(rowsOf(preview, moved)[0]).toEqual({
      number: '7',
      primaryPosition: 'Ala',
      name: 'capitana',
    });
    expect(assignField(moved, 1, null)).toEqual([null, null, 'primaryPosition', 'name']);
  });

  it("reads a refused import's details by row and field", () => {
    const err = new ApiError(400, 'VALIDATION_ERROR', 'x', [
      { path: 'rows.1.number', key: 'validation.player.number', message: 'm' },
      { path: 'rows.1.email', key: 'validation.email.invalid', message: 'n' },
      { path: 'rows', key: 'validation.import.rows', message: 'o' },
    ]);
    expect([...rowErrorsOf(err)]).toEqual([
      [
        1,
        [
          { path: 'number', key: 'validation.player.number', message: 'm' },
          { path: 'email', key: 'validation.email.invalid', message: 'n' },
        ],
      ],
    ]);
  });

  it('writes a template whose headers, in every language, the server maps back to their fields', () => {
    for (const [language, catalog] of [
      ['es', es],
      ['en', en],
      ['it', itCatalog],
      ['pt', pt],
    ] as const) {
      const labels = catalog.players.import.field as Record<string, string>;
      const csv = templateCsv((f) => labels[f] ?? '', language);
      expect(csv.startsWith('\ufeff')).toBe(true);
      const headers = csv
        .slice(1)
        .trim()
        .split(language === 'en' ? ',' : ';');
      expect(headers.map((h) => fieldOfHeader(h.replace(/^"|"$/g, '')))).toEqual([
        ...IMPORT_FIELDS,
      ]);
    }
  });
});

describe('<ImportPlayersDialog />', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const checks: TPlayerImportRow[][] = [];
  let confirmed: TPlayerImportRow[] | null = null;

  const outcome = (rows: TPlayerImportRow[]): TPlayerImportResult => {
    const results = rows.map((row) =>
      row.number === '7'
        ? { action: 'update' as const, playerId: PLAYER, currentName: 'Ana García', errors: [] }
        : /^\d+$/.test(row.number ?? '')
          ? { action: 'create' as const, playerId: null, currentName: null, errors: [] }
          : {
              action: 'error' as const,
              playerId: null,
              currentName: null,
              errors: [
                {
                  path: 'number',
                  key: 'validation.player.number',
                  message: 'El dorsal debe ser mayor que 0 y menor que 100',
                },
              ],
            },
    );
    const count = (a: string) => results.filter((r) => r.action === a).length;
    return {
      stored: false,
      created: count('create'),
      updated: count('update'),
      failed: count('error'),
      rows: results,
      planLimit: null,
    };
  };

  beforeEach(() => {
    checks.length = 0;
    confirmed = null;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/players/import/preview')) {
        const file = (init?.body as FormData).get('file') as File;
        if (file.name.endsWith('.pdf'))
          return errorReply(
            415,
            'UNSUPPORTED_FILE_TYPE',
            'Tipo de archivo no válido. Solo se permiten archivos CSV o Excel (.xlsx).',
          );
        return reply(ZPlayerImportPreview, { ...preview, mapping: [...preview.mapping] });
      }
      if (url.endsWith('/players/import')) {
        const body = JSON.parse(String(init?.body)) as {
          rows: TPlayerImportRow[];
          confirm: boolean;
        };
        if (body.confirm) {
          confirmed = body.rows;
          return reply(ZPlayerImportResult, { ...outcome(body.rows), stored: true });
        }
        checks.push(body.rows);
        return reply(ZPlayerImportResult, outcome(body.rows));
      }
      return errorReply(404, 'NOT_FOUND', 'No encontrado');
    });
    localStorage.setItem(
      TOKEN_KEY,
      fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () =>
    render(
      <TestProviders>
        <ImportPlayersDialog open teamId={TEAM} onClose={() => {}} />
      </TestProviders>,
    );
  const file = (name: string) => new File(['x'], name, { type: 'text/csv' });

  it('previews the file, shows each row as update or error in the form texts, and checks again at each remap', async () => {
    const u = userEvent.setup();
    open();
    await u.upload(screen.getByTestId('import-file-input'), file('plantilla.csv'));

    const rows = await screen.findAllByTestId('import-row');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('import-row-status')).toHaveLength(2));
    expect(checks[0]).toEqual([
      { name: 'Ana Pérez', number: '7', primaryPosition: 'Ala' },
      { name: 'Luis', number: 'siete', primaryPosition: 'Portero' },
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Actualiza a Ana García')).toBeTruthy();
    expect(screen.getByTestId('import-row-errors').textContent).toBe(
      'Dorsal: El dorsal debe ser mayor que 0 y menor que 100',
    );
    const confirm = screen.getByTestId('import-confirm');
    expect(confirm).toHaveProperty('disabled', true);

    // The notes column as the number: a new dry run with the new mapping (a field has one column).
    await u.click(screen.getByTestId('import-map-3'));
    await u.click(await screen.findByRole('option', { name: 'Dorsal' }));
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(checks[1]?.[0]).toEqual({
      name: 'Ana Pérez',
      primaryPosition: 'Ala',
      number: 'capitana',
    });
    // Without a number column the rows are not checked: the dialog asks for one.
    await u.click(screen.getByTestId('import-map-3'));
    await u.click(await screen.findByRole('option', { name: 'No importar' }));
    expect(
      await screen.findByText('Indica qué columnas tienen el nombre y el dorsal.'),
    ).toBeTruthy();
    await u.click(screen.getByTestId('import-map-1'));
    await u.click(await screen.findByRole('option', { name: 'Dorsal' }));
    await waitFor(() => expect(screen.getAllByTestId('import-row-status')).toHaveLength(2));
    expect(checks).toHaveLength(2); // the first mapping again: its answer is still held
    expect(confirm).toHaveProperty('disabled', true);
  });

  it('imports when every row passes and shows what was stored', async () => {
    fetchMock.mockImplementationOnce(async () =>
      reply(ZPlayerImportPreview, {
        ...preview,
        rows: [
          ['Ana Pérez', '7', 'Ala', ''],
          ['Luis', '9', 'Portero', ''],
        ],
        mapping: [...preview.mapping],
      }),
    );
    const u = userEvent.setup();
    open();
    await u.upload(screen.getByTestId('import-file-input'), file('plantilla.xlsx'));
    await waitFor(() =>
      expect(screen.getByTestId('import-confirm')).toHaveProperty('disabled', false),
    );
    expect(screen.getByTestId('import-confirm').textContent).toBe('Importar 2 jugadores');
    await u.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByTestId('import-done')).toBeTruthy();
    expect(confirmed).toHaveLength(2);
    expect(screen.getByTestId('import-done-created').textContent).toBe('1 jugador añadido');
    expect(screen.getByTestId('import-done-updated').textContent).toBe('1 jugador actualizado');
  });

  it("shows the server's refusal of a file, and refuses one past 1 MB without sending it", async () => {
    // The input's `accept` is a hint a drop does not follow: the server's check is the one that counts.
    const u = userEvent.setup({ applyAccept: false });
    open();
    await u.upload(screen.getByTestId('import-file-input'), file('acta.pdf'));
    expect((await screen.findByTestId('import-file-error')).textContent).toBe(
      'Tipo de archivo no válido. Solo se permiten archivos CSV o Excel (.xlsx).',
    );
    const calls = fetchMock.mock.calls.length;
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'grande.csv', { type: 'text/csv' });
    await u.upload(screen.getByTestId('import-file-input'), big);
    expect((await screen.findByTestId('import-file-error')).textContent).toBe(
      'El archivo es demasiado grande. Máximo 1MB permitido.',
    );
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
