import type { TPlayerImportPreview, TPlayerImportResult } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer, givePlan, missingId } from '../../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../../test/helpers';
import {
  csvOf,
  previewImport,
  runImport,
  squadRows,
  xlsxOf,
  XLSX_TYPE,
} from '../../../../test/import';
import { players } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const playersOf = async (teamId: string) =>
  (await t.db.select().from(players).where(eq(players.teamId, teamId))).sort(
    (a, b) => a.number - b.number,
  );

const HEADERS_ES = ['Nombre', 'Dorsal', 'Posición', 'Pie', 'DNI', 'Fecha de nacimiento', 'Email'];

describe('player import: access', () => {
  it('answers 401 anonymously on both routes, without reading the file', async () => {
    const id = missingId();
    expect((await previewImport(t.app, null, id, csvOf([['a']]))).statusCode).toBe(401);
    expect((await runImport(t.app, null, id, squadRows(1), true)).statusCode).toBe(401);
  });

  it("answers 404 for another user's team as for a missing one, and stores nothing", async () => {
    const owner = await coachWithTeam(t.app);
    const other = await registerAndLogin(t.app);
    const file = csvOf([HEADERS_ES, ['Ana Pérez', 7, 'Ala', 'Derecho', '12345678Z', '', '']]);
    for (const teamId of [owner.team.id, missingId()]) {
      const preview = await previewImport(t.app, other.token, teamId, file);
      expect(preview.statusCode, preview.body).toBe(404);
      for (const confirm of [undefined, true]) {
        const res = await runImport(t.app, other.token, teamId, squadRows(2), confirm);
        expect(res.statusCode, res.body).toBe(404);
      }
    }
    expect(await playersOf(owner.team.id)).toEqual([]);
  });

  it('answers 400 for a malformed team id', async () => {
    const owner = await coachWithTeam(t.app);
    const res = await runImport(t.app, owner.token, 'not-an-id', squadRows(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TEAM_ID_INVALID');
  });
});

describe('player import: reading the file', () => {
  it('reads a CSV with ; and a BOM, recognises Spanish headers and stores nothing', async () => {
    const owner = await coachWithTeam(t.app);
    const file = csvOf(
      [
        HEADERS_ES,
        ['Ana Pérez', 7, 'Ala', 'Derecho', '12345678Z', '03/05/2001', 'ana@example.com'],
        ['', '', '', '', '', '', ''],
        ['Luis Gómez; hijo', 1, 'Portero', 'Zurdo', 'X1234567L', '2000-01-31', ''],
      ],
      ';',
      true,
    );
    const res = await previewImport(t.app, owner.token, owner.team.id, file);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<TPlayerImportPreview>();
    expect(preview.headers).toEqual(HEADERS_ES);
    expect(preview.mapping).toEqual([
      'name',
      'number',
      'primaryPosition',
      'preferredFoot',
      'nationalId',
      'dateOfBirth',
      'email',
    ]);
    // The blank row is left out; a quoted separator stays in its cell.
    expect(preview.rows).toEqual([
      ['Ana Pérez', '7', 'Ala', 'Derecho', '12345678Z', '03/05/2001', 'ana@example.com'],
      ['Luis Gómez; hijo', '1', 'Portero', 'Zurdo', 'X1234567L', '2000-01-31', ''],
    ]);
    expect(await playersOf(owner.team.id)).toEqual([]);
  });

  it("reads a CSV with commas in English, one in Windows-1252 as Excel writes it in Spain, and Excel's UTF-16 text", async () => {
    const owner = await coachWithTeam(t.app);
    const english = csvOf([
      ['Full name', 'Shirt number', 'Position', 'Date of birth', 'Phone'],
      ['Tom Smith', 9, 'Pivot', '2001-02-03', '+44 7700 900123'],
    ]);
    const en = (
      await previewImport(t.app, owner.token, owner.team.id, english)
    ).json<TPlayerImportPreview>();
    expect(en.mapping).toEqual(['name', 'number', 'primaryPosition', 'dateOfBirth', 'phone']);
    expect(en.rows).toEqual([['Tom Smith', '9', 'Pivot', '2001-02-03', '+44 7700 900123']]);

    const latin1 = Buffer.from('Nombre;Número;Posición\r\nIñaki Núñez;5;Pívot\r\n', 'latin1');
    const es = (
      await previewImport(t.app, owner.token, owner.team.id, latin1)
    ).json<TPlayerImportPreview>();
    expect(es.headers).toEqual(['Nombre', 'Número', 'Posición']);
    expect(es.rows).toEqual([['Iñaki Núñez', '5', 'Pívot']]);
    expect(es.mapping).toEqual(['name', 'number', 'primaryPosition']);

    // Text whose first bytes look like a format file-type knows ("BM": a bitmap) is still text.
    const bm = await previewImport(
      t.app,
      owner.token,
      owner.team.id,
      csvOf([
        ['BMI', 'Nombre', 'Dorsal'],
        ['22', 'Ana', 7],
      ]),
    );
    expect(bm.statusCode, bm.body).toBe(200);

    // Excel's "Unicode text": UTF-16 with BOM, tab-separated; blank lines anywhere are skipped.
    const unicode = Buffer.from(
      `\ufeffNombre\tDorsal\r\n${'\r\n\t\r\n'.repeat(300)}Ana\t7\r\nÁlex\t8\r\n`,
      'utf16le',
    );
    const utf16 = await previewImport(t.app, owner.token, owner.team.id, unicode);
    expect(utf16.statusCode, utf16.body).toBe(200);
    expect(utf16.json<TPlayerImportPreview>().rows).toEqual([
      ['Ana', '7'],
      ['Álex', '8'],
    ]);
  });

  it('reads an .xlsx: numbers, dates, links and rich text as the coach sees them', async () => {
    const owner = await coachWithTeam(t.app);
    const file = await xlsxOf([
      ['Nome', 'Numero di maglia', 'Posizione', 'Data di nascita', 'Email', 'Altezza'],
      [
        { richText: [{ text: 'Marco ' }, { text: 'Rossi', font: { bold: true } }] },
        10,
        'Laterale',
        new Date(Date.UTC(1999, 11, 24)),
        { text: 'marco@example.com', hyperlink: 'mailto:marco@example.com' },
        1.78,
      ],
    ]);
    const res = await previewImport(
      t.app,
      owner.token,
      owner.team.id,
      file,
      'squadra.xlsx',
      XLSX_TYPE,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<TPlayerImportPreview>();
    expect(preview.mapping).toEqual([
      'name',
      'number',
      'primaryPosition',
      'dateOfBirth',
      'email',
      'height',
    ]);
    expect(preview.rows).toEqual([
      ['Marco Rossi', '10', 'Laterale', '1999-12-24', 'marco@example.com', '1.78'],
    ]);
  });

  it('refuses a file past 1 MB with 413 and the import limit in its text', async () => {
    const owner = await coachWithTeam(t.app);
    const big = Buffer.alloc(1024 * 1024 + 1, 'a');
    const res = await previewImport(t.app, owner.token, owner.team.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'El archivo es demasiado grande. Máximo 1MB permitido.',
    });
  });

  it('refuses what is no spreadsheet with 415: an image, an old .xls, binary bytes', async () => {
    const owner = await coachWithTeam(t.app);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    const binary = Buffer.from([0x4e, 0x6f, 0x6d, 0x00, 0x01, 0x02, 0x62, 0x72, 0x65]);
    for (const file of [png, xls, binary]) {
      const res = await previewImport(
        t.app,
        owner.token,
        owner.team.id,
        file,
        'x.csv',
        'text/csv',
        'en',
      );
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().error.message).toBe(
        'Invalid file type. Only CSV or Excel (.xlsx) files are allowed.',
      );
    }
  });

  it('refuses an .xlsx that unpacks past its limit (a zip bomb), a broken one, too many rows, no rows, no file', async () => {
    const owner = await coachWithTeam(t.app);
    // 12 MB of one cell compresses to a few kilobytes.
    const bomb = await xlsxOf([['Nombre'], ['x'.repeat(12 * 1024 * 1024)]]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const cases: [Buffer, string][] = [
      [bomb, 'validation.import.rows'],
      [
        Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100, 1)]),
        'validation.import.unreadable',
      ],
      [
        csvOf([['Nombre', 'Dorsal'], ...squadRows(201).map((r) => [r.name ?? '', r.number ?? ''])]),
        'validation.import.rows',
      ],
      [
        await xlsxOf([['Nombre'], ...Array.from({ length: 201 }, (_, i) => [`J${i}`])]),
        'validation.import.rows',
      ],
      [
        csvOf([
          Array.from({ length: 31 }, (_, i) => `c${i}`),
          Array.from({ length: 31 }, () => 'x'),
        ]),
        'validation.import.rows',
      ],
      [csvOf([['Nombre', 'Dorsal']]), 'validation.import.empty'],
      [await xlsxOf([]), 'validation.import.empty'],
    ];
    for (const [file, key] of cases) {
      const res = await previewImport(t.app, owner.token, owner.team.id, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details?.[0]?.key, res.body).toBe(key);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${owner.team.id}/players/import/preview`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('FILE_REQUIRED');
  });
});

const team = async (numbered: number[] = []) => {
  const owner = await coachWithTeam(t.app);
  for (const number of numbered)
    await createPlayer(t.app, owner.token, owner.team.id, {
      number,
      name: `Actual ${number}`,
      nationalId: `ID${number}0000`,
      email: `actual${number}@example.com`,
      positions: { primary: 'defender', secondary: 'pivot' },
      emergencyContact: { name: 'Madre', phone: '600000000', relationship: 'madre' },
    });
  return owner;
};

describe('player import: checking and storing the rows', () => {
  it('a dry run answers each row: new, update or its errors in the form texts, and stores nothing', async () => {
    const owner = await team([7]);
    const before = await playersOf(owner.team.id);
    const rows = [
      { name: 'Ana Pérez', number: '3', primaryPosition: 'Portero', nationalId: '12345678Z' },
      { name: 'Nuevo Siete', number: '7' },
      {
        name: 'A',
        number: '100',
        primaryPosition: 'Delantero',
        nationalId: '123',
        email: 'no-es-un-correo',
      },
      // Name and number are a whole player (decision 0119); a document, when given, is checked.
      { name: 'Documento corto', number: '8', nationalId: 'X1' },
      { name: 'Repetido', number: '3', nationalId: '87654321X' },
    ];
    const res = await runImport(t.app, owner.token, owner.team.id, rows);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TPlayerImportResult>();
    expect(result).toMatchObject({
      stored: false,
      created: 1,
      updated: 1,
      failed: 3,
      planLimit: null,
    });
    expect(result.rows.map((r) => r.action)).toEqual([
      'create',
      'update',
      'error',
      'error',
      'error',
    ]);
    expect(result.rows[1]).toMatchObject({ playerId: before[0]?.id, currentName: 'Actual 7' });
    expect(result.rows[2]?.errors).toEqual([
      {
        path: 'name',
        key: 'validation.player.name',
        message: 'El nombre debe tener entre 2 y 50 caracteres',
      },
      {
        path: 'number',
        key: 'validation.player.number',
        message: 'El dorsal debe ser mayor que 0 y menor que 100',
      },
      {
        path: 'primaryPosition',
        key: 'validation.player.position',
        message: 'Selecciona una posición válida',
      },
      {
        path: 'nationalId',
        key: 'validation.player.nationalId',
        message: 'El documento de identidad debe tener entre 5 y 20 caracteres',
      },
      {
        path: 'email',
        key: 'validation.email.invalid',
        message: 'El correo electrónico no es válido',
      },
    ]);
    expect(result.rows[3]?.errors.map((e) => e.key)).toEqual(['validation.player.nationalId']);
    expect(result.rows[4]?.errors).toEqual([
      {
        path: 'number',
        key: 'validation.import.duplicateNumber',
        message: 'Ese dorsal está repetido en el archivo',
      },
    ]);
    expect(await playersOf(owner.team.id)).toEqual(before);

    const english = await runImport(
      t.app,
      owner.token,
      owner.team.id,
      [rows[3] ?? {}],
      undefined,
      'en',
    );
    expect(english.json<TPlayerImportResult>().rows[0]?.errors[0]?.message).toBe(
      'The national ID must be between 5 and 20 characters',
    );
  });

  it('with confirm, a file with a bad row is 400 with each row and field, and nothing is stored', async () => {
    const owner = await team([7]);
    const before = await playersOf(owner.team.id);
    const rows = [
      ...squadRows(3, 1),
      { name: 'Roto', number: 'siete', nationalId: '12345678Z' },
      { name: 'Nuevo Siete', number: '7', dateOfBirth: '31/02/2001' },
    ];
    const res = await runImport(t.app, owner.token, owner.team.id, rows, true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'rows.3.number', key: 'validation.player.number' },
        { path: 'rows.4.dateOfBirth', key: 'validation.date.invalid' },
      ],
    });
    expect(await playersOf(owner.team.id)).toEqual(before);
  });

  it('stores every row in one go, reads the cells as the form would, and a re-import updates instead of duplicating', async () => {
    const owner = await team();
    const rows = [
      {
        name: 'Ana Pérez',
        number: '07',
        primaryPosition: 'portero',
        secondaryPosition: 'Pívot',
        preferredFoot: 'Zurdo',
        status: 'Lesionado',
        nationalId: '12345678Z',
        dateOfBirth: '3/5/2001',
        height: '1,78',
        weight: '70,5',
        joinedDate: '2024-09-01',
        phone: '600 111 222',
        email: 'ana@example.com',
        address: 'Calle Mayor 1',
        emergencyName: 'Luis Pérez',
        emergencyPhone: '600 333 444',
        emergencyRelationship: 'Padre',
      },
      ...squadRows(13, 20),
    ];
    const res = await runImport(t.app, owner.token, owner.team.id, rows, true);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TPlayerImportResult>();
    expect(result).toMatchObject({ stored: true, created: 14, updated: 0, failed: 0 });
    const stored = await playersOf(owner.team.id);
    expect(stored).toHaveLength(14);
    expect(result.rows.map((r) => r.playerId).sort()).toEqual(stored.map((p) => p.id).sort());
    expect(stored[0]).toMatchObject({
      name: 'Ana Pérez',
      number: 7,
      primaryPosition: 'goalkeeper',
      secondaryPosition: 'pivot',
      preferredFoot: 'left',
      status: 'injured',
      dateOfBirth: '2001-05-03',
      height: 178,
      weight: 70.5,
      joinedDate: '2024-09-01',
      email: 'ana@example.com',
      emergencyContact: { name: 'Luis Pérez', phone: '600 333 444', relationship: 'Padre' },
    });
    // The spec's defaults for what a row leaves blank.
    expect(stored[1]).toMatchObject({
      primaryPosition: 'winger',
      preferredFoot: 'right',
      status: 'available',
      email: null,
    });

    // Again, with a new name for #7, a new phone for its emergency contact, blank cells and one new player.
    const again = [
      { name: 'Ana Pérez López', number: '7', emergencyPhone: '699 999 999', email: '' },
      { name: 'Nueva', number: '40', nationalId: '99999999R' },
    ];
    const second = await runImport(t.app, owner.token, owner.team.id, again, true);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<TPlayerImportResult>()).toMatchObject({ created: 1, updated: 1 });
    const after = await playersOf(owner.team.id);
    expect(after).toHaveLength(15);
    expect(after[0]).toMatchObject({
      id: stored[0]?.id,
      name: 'Ana Pérez López',
      email: 'ana@example.com',
      primaryPosition: 'goalkeeper',
      secondaryPosition: 'pivot',
      emergencyContact: { name: 'Luis Pérez', phone: '699 999 999', relationship: 'Padre' },
    });
  });

  it("keeps to the plan's player limit, counting only new players: 402 and nothing stored", async () => {
    const owner = await team([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const before = await playersOf(owner.team.id);
    // The free tier allows 15: 10 and 6 new are 16, though 2 of the rows update.
    const rows = [...squadRows(2, 9), ...squadRows(6, 20)];
    const dry = await runImport(t.app, owner.token, owner.team.id, rows);
    expect(dry.json<TPlayerImportResult>().planLimit).toMatchObject({
      key: 'errors.PLAN_LIMIT',
      message:
        'Sin plan de pago puedes tener 15 jugadores por equipo. Elige un plan para añadir más',
    });
    const res = await runImport(t.app, owner.token, owner.team.id, rows, true);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.code).toBe('PLAN_LIMIT');
    expect(await playersOf(owner.team.id)).toEqual(before);

    // Five new players fit; updates alone always do.
    const fits = await runImport(
      t.app,
      owner.token,
      owner.team.id,
      [...squadRows(2, 9), ...squadRows(5, 20)],
      true,
    );
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await playersOf(owner.team.id)).toHaveLength(15);
    const updates = await runImport(
      t.app,
      owner.token,
      owner.team.id,
      squadRows(15, 1).slice(0, 3),
      true,
    );
    expect(updates.statusCode, updates.body).toBe(200);

    // A bigger plan's limit is its own.
    await givePlan(t.db, owner.user.id, 'club');
    const club = await runImport(t.app, owner.token, owner.team.id, squadRows(10, 50), true);
    expect(club.statusCode, club.body).toBe(200);
    expect(await playersOf(owner.team.id)).toHaveLength(25);
  });

  it('refuses a body past the row limit or with over-long cells, before reading the rows', async () => {
    const owner = await team();
    const many = await runImport(t.app, owner.token, owner.team.id, squadRows(201), true);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details?.[0]).toMatchObject({
      path: 'rows',
      key: 'validation.import.rows',
    });
    const long = await runImport(t.app, owner.token, owner.team.id, [
      { name: 'x'.repeat(301), number: '1' },
    ]);
    expect(long.statusCode).toBe(400);
    expect(await playersOf(owner.team.id)).toEqual([]);
  });
});

describe('player import: a file through both steps', () => {
  it('previews an .xlsx, maps it as suggested and imports it', async () => {
    const owner = await team();
    const file = await xlsxOf([
      ['Name', 'Number', 'Position', 'Foot', 'National ID'],
      ...Array.from({ length: 14 }, (_, i) => [
        `Player ${i + 1}`,
        i + 1,
        'Winger',
        'Right',
        `ID${i + 1}0000`,
      ]),
    ]);
    const preview = (
      await previewImport(t.app, owner.token, owner.team.id, file, 'squad.xlsx', XLSX_TYPE)
    ).json<TPlayerImportPreview>();
    const rows = preview.rows.map((cells) =>
      Object.fromEntries(
        preview.mapping.flatMap((field, i) => (field ? [[field, cells[i] ?? '']] : [])),
      ),
    );
    const res = await runImport(t.app, owner.token, owner.team.id, rows, true);
    expect(res.statusCode, res.body).toBe(200);
    expect((await playersOf(owner.team.id)).map((p) => p.name)).toHaveLength(14);
  });
});
