import type { TPlayer } from '@futsal/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { coachWithTeam, createPlayer, givePlan } from '../../test/club';
import { bearer, useTestApp } from '../../test/helpers';
import { buildSeason, wholeRange } from '../../test/season';
import { CompressedForms } from '../lib/compressed-forms';
import { COMPRESS_MIN_BYTES } from '../plugins/compression';

/**
 * JSON replies of 1 KB or more go brotli- or gzip-compressed
 * to a client that accepts it, with `Vary: Accept-Encoding`; small replies,
 * files, PDFs and the live stream (events.stream.test.ts) go as they are.
 */
const t = useTestApp();

async function squadOf(n: number) {
  const coach = await coachWithTeam(t.app);
  for (let i = 1; i <= n; i++) await createPlayer(t.app, coach.token, coach.team.id, { number: i });
  return { coach, url: `/api/teams/${coach.team.id}/players` };
}

const get = (url: string, token: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('JSON replies compressed for clients that accept it', () => {
  it('sends a cached list brotli-compressed, the same reply each time, and identity without the header', async () => {
    const { coach, url } = await squadOf(6);
    const plain = await get(url, coach.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // No cache keeps it, so the identity reply needs no Vary; every compressed one has it.
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const players = plain.json<TPlayer[]>();
    expect(players).toHaveLength(6);

    const br = await get(url, coach.token, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(players);
    // Sent again from the compressed forms kept for cached replies (compressed once, compressed-forms.test.ts).
    const kept = vi.spyOn(CompressedForms.prototype, 'get');
    const again = await get(url, coach.token, 'br');
    expect(kept).toHaveBeenCalledWith(plain.body, 'br');
    kept.mockRestore();
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await get(url, coach.token, 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(players);
  });

  it('gives each coach their own reply: equal-looking lists of two teams never cross', async () => {
    const a = await squadOf(5);
    const b = await squadOf(5);
    const aList = JSON.parse(
      brotliDecompressSync((await get(a.url, a.coach.token, 'br')).rawPayload).toString(),
    ) as TPlayer[];
    const bList = JSON.parse(
      brotliDecompressSync((await get(b.url, b.coach.token, 'br')).rawPayload).toString(),
    ) as TPlayer[];
    expect(aList.map((p) => p.team)).toEqual(Array(5).fill(a.coach.team.id));
    expect(bList.map((p) => p.team)).toEqual(Array(5).fill(b.coach.team.id));
    expect((await get(a.url, b.coach.token, 'br')).statusCode).toBe(404);
  });

  it('compresses an uncached reply too, and leaves small replies and PDFs as they are', async () => {
    const season = await buildSeason(t.app, 'Compresión FS');
    // PDF reports are a paid feature (PLAN_TABLE).
    await givePlan(t.db, season.coach.user.id, 'starter');
    const statsUrl = `/api/stats/team/${season.teamId}?${wholeRange()}`;
    const stats = await get(statsUrl, season.coach.token, 'gzip');
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['content-encoding']).toBe('gzip');
    const plain = await get(statsUrl, season.coach.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(stats.rawPayload).toString())).toEqual(plain.json());

    const me = await get('/api/auth/me', season.coach.token, 'br');
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();

    const pdf = await get(
      `/api/reports/team/${season.teamId}?${wholeRange()}`,
      season.coach.token,
      'br',
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
