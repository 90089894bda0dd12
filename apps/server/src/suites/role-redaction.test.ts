import { execFileSync } from 'node:child_process';
import { canSee, PLAYER_SECTIONS, type TPlayerSection, type TStaffRole } from '@futsal/shared';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/helpers';
import {
  apiOperations,
  ownerFixture,
  resourceOf,
  urlOf,
  type ApiOperation,
} from '../../test/route-table';
import { staffMember } from '../../test/staff';

/**
 * Every GET of the OpenAPI document, called as each staff role on a team whose player has a
 * distinctive phone, e-mail, address, national id, emergency contact and medical note: no
 * reply (JSON, PDF text, the CSV and JSON of a ZIP) carries a string of a section the role may
 * not see (decision 0178). A route added later is covered without a test of its own.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const SECRETS: Record<TPlayerSection, string[]> = {
  personal: ['Calle Escondida 1234', 'Z9876543Q', '1999-04-17'],
  contact: ['611-482-937', 'oculto.contacto@example.org', 'Remedios Sigilo', '622-915-408'],
  medical: ['Alergia a la penicilina', 'Asma de esfuerzo leve', 'Esguince tobillo izquierdo'],
};

const owner = await ownerFixture(t.app, t.db);
const playerId = owner.ids['player'] ?? '';
const filled = await t.app.inject({
  method: 'PUT',
  url: `/api/players/${playerId}`,
  headers: bearer(owner.coach.token),
  payload: {
    address: SECRETS.personal[0],
    nationalId: SECRETS.personal[1],
    dateOfBirth: SECRETS.personal[2],
    phone: SECRETS.contact[0],
    email: SECRETS.contact[1],
    emergencyContact: { name: SECRETS.contact[2], phone: SECRETS.contact[3], relationship: 'Tía' },
    medicalInfo: {
      bloodType: 'AB-',
      allergies: [SECRETS.medical[0]],
      currentMedicalConditions: SECRETS.medical[1],
      currentInjuries: [SECRETS.medical[2]],
      injuryHistory: [],
    },
  },
});
if (filled.statusCode !== 200) throw new Error(`fixture player: ${filled.body}`);

const gets = (await apiOperations(t.app)).filter((op) => op.method === 'GET' && op.signedIn);
const idsOf = (op: ApiOperation) =>
  Object.fromEntries(op.pathParams.map((p) => [p, owner.ids[resourceOf(op.path, p)] ?? '']));

/** The reply as text a reader gets: a PDF's text, a ZIP's files, anything else as sent. */
async function readable(body: Buffer, type: string): Promise<string> {
  if (type.startsWith('application/pdf'))
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: body, encoding: 'utf8' });
  if (type.startsWith('application/zip')) {
    const zip = await JSZip.loadAsync(body);
    const files = Object.values(zip.files).filter((f) => !f.dir);
    return (await Promise.all(files.map((f) => f.async('string')))).join('\n');
  }
  return body.toString('utf8');
}

interface Read {
  op: string;
  status: number;
  text: string;
}

/** Every GET as the token's user; an endless event stream is judged by its headers and let go. */
async function readAll(token: string): Promise<Read[]> {
  const out: Read[] = [];
  for (const op of gets) {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(op, idsOf(op)),
      headers: bearer(token),
      payloadAsStream: true,
    });
    const type = String(res.headers['content-type'] ?? '');
    const stream = res.stream();
    const chunks: Buffer[] = [];
    if (type.startsWith('text/event-stream')) stream.destroy();
    else for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const text = await readable(Buffer.concat(chunks), type);
    out.push({ op: `GET ${op.path}`, status: res.statusCode, text });
    if (process.env.DEBUG_REDACT) console.log(op.path, res.statusCode, type, text.length);
  }
  return out;
}

/** Which secret strings appear in which replies. */
function found(reads: Read[], sections: readonly TPlayerSection[]): string[] {
  return reads.flatMap((r) =>
    sections.flatMap((s) =>
      SECRETS[s].filter((secret) => r.text.includes(secret)).map((x) => `${r.op}: ${s} "${x}"`),
    ),
  );
}

const PLAYER_READS = [
  'GET /api/players/{id}',
  'GET /api/teams/{id}/players',
  'GET /api/players/team/{teamId}',
];

describe('the owner', () => {
  it("reads every section of the player in the player's replies", async () => {
    const reads = await readAll(owner.coach.token);
    const player = reads.filter((r) => PLAYER_READS.includes(r.op));
    expect(player.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of player)
      for (const s of PLAYER_SECTIONS)
        for (const x of SECRETS[s]) expect(r.text, r.op).toContain(x);
    // The test finds what it looks for in a PDF and a ZIP too (the owner's export).
    expect(
      reads.some(
        (r) => r.op.startsWith('GET /api/export/') && r.text.includes(SECRETS.medical[0] ?? '?'),
      ),
    ).toBe(true);
  });
});

describe.each([
  'analyst',
  'assistant',
  'medical',
  'coach',
] as const satisfies readonly TStaffRole[])('as %s', (role) => {
  it('no reply of any GET carries a section the role may not see; the visible ones are there', async () => {
    const staff = await staffMember(t.app, t.db, owner.ids['team'] ?? '', role);
    const reads = await readAll(staff.token);
    const hidden = PLAYER_SECTIONS.filter((s) => !canSee(role, s));
    expect(found(reads, hidden)).toEqual([]);
    const player = reads.filter((r) => PLAYER_READS.includes(r.op));
    expect(player.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of player) {
      const body = JSON.parse(r.text) as { hidden: string[] } | { hidden: string[] }[];
      for (const p of [body].flat()) expect(p.hidden, r.op).toEqual(hidden);
      for (const s of PLAYER_SECTIONS.filter((x) => canSee(role, x)))
        for (const x of SECRETS[s]) expect(r.text, r.op).toContain(x);
    }
    // The sweep reached the reports and statistics a role may read, not only refusals.
    expect(reads.filter((r) => r.status === 200).length).toBeGreaterThan(10);
  });
});

describe('the public pages', () => {
  it('carry no section of any player: the live link, the answer link, the calendar feed', async () => {
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      return { status: res.statusCode, text: res.body, json: () => res.json<unknown>() };
    };
    const share = await get(`/api/matches/${owner.ids['match']}/share`, owner.coach.token);
    // An answer link opens until its event starts: a training next year.
    const training = await t.app.inject({
      method: 'POST',
      url: `/api/trainings/team/${owner.ids['team']}`,
      headers: bearer(owner.coach.token),
      payload: {
        startsAt: `${new Date().getUTCFullYear() + 1}-10-06T19:30:00+02:00`,
        durationMinutes: 90,
        place: 'Pista',
      },
    });
    const callup = await t.app.inject({
      method: 'PUT',
      url: `/api/callups/training/${training.json<{ id: string }>().id}`,
      headers: bearer(owner.coach.token),
      payload: { players: [{ playerId }] },
    });
    const feed = await get(`/api/calendar/team/${owner.ids['team']}/feed`, owner.coach.token);
    const token = (share.json() as { token: string | null }).token;
    const answerPath = callup
      .json<{ players: { answerPath: string | null }[] }>()
      .players.find((p) => p.answerPath)?.answerPath;
    const feedPath = (feed.json() as { path: string | null }).path;
    const links = [`/api/public/live/${token}`, `/api/public${answerPath}`, `${feedPath}`];
    const reads: Read[] = [];
    for (const url of links) {
      const res = await get(url);
      reads.push({ op: `GET ${url}`, status: res.status, text: res.text });
    }
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(found(reads, PLAYER_SECTIONS)).toEqual([]);
  });
});
