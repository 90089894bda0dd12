import { randomUUID } from 'node:crypto';
import type { TPlan, TPlayer, TTeam, TTraining } from '@futsal/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { subscriptions } from '../src/db/schema';
import { bearer, registerAndLogin } from './helpers';

/** Path segments that are never ids (spec §5), with how they are written in a URL. */
export const BAD_IDS = [
  'teams',
  'tournaments',
  'new',
  'players',
  'team',
  '%20',
  'undefined',
  '123',
  // A UUID with one non-hex character.
  '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6g',
] as const;

/** A well-formed id that names nothing. */
export const missingId = () => randomUUID();

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 136, b: 229 } } })
    .png()
    .toBuffer();

/** A multipart/form-data body with text fields and an optional file part. */
export function formBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----futsal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function createTeam(
  app: App,
  token: string,
  fields: Record<string, string | number> = {},
): Promise<TTeam> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(token),
    payload: { name: 'CD Prueba', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TTeam>();
}

/** A new coach (signed in) with one team. */
export async function coachWithTeam(app: App) {
  const u = await registerAndLogin(app);
  const team = await createTeam(app, u.token);
  return { ...u, team };
}

export const playerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sergio Lozano',
  number: 10,
  positions: { primary: 'winger' },
  preferredFoot: 'right',
  status: 'available',
  nationalId: '12345678Z',
  ...overrides,
});

export async function createPlayer(
  app: App,
  token: string,
  teamId: string,
  overrides: Record<string, unknown> = {},
): Promise<TPlayer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/players/team/${teamId}`,
    headers: bearer(token),
    payload: playerBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlayer>();
}

export const trainingBody = (overrides: Record<string, unknown> = {}) => ({
  startsAt: '2026-10-06T19:30:00+02:00',
  durationMinutes: 90,
  place: 'Pabellón Municipal',
  focus: 'Presión alta',
  notes: 'Traer petos',
  ...overrides,
});

export async function createTraining(
  app: App,
  token: string,
  teamId: string,
  overrides: Record<string, unknown> = {},
): Promise<TTraining> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/trainings/team/${teamId}`,
    headers: bearer(token),
    payload: trainingBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TTraining>();
}

export async function givePlan(db: Db, userId: string, plan: TPlan): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    plan,
    period: 'monthly',
    status: 'active',
    startDate: new Date(),
    autoRenew: true,
  });
}
