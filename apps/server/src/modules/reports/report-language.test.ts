import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GOAL_TYPES,
  LANGUAGES,
  messages,
  type TLanguage,
  type TPlayerStatsResponse,
  type TTeamStatsResponse,
} from '@futsal/shared';
import { reportMessages } from '@futsal/shared/messages/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../../../test/club';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { buildSeason, wholeRange, type Season } from '../../../test/season';
import { renderPdf } from '../../lib/pdf/pdfmake';
import { playerReport } from './player-report';
import { teamReport } from './team-report';

/**
 * Issue 35: the Spanish PDF printed "W L D W" and "3–1 (W)", and named goal types otherwise than
 * the web. Every text a report prints comes from the shared catalogs, in the reader's language.
 */
let t: TestApp;
let s: Season;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app, 'Peñarol Futsal');
  // PDF reports come with a paid plan (decision 0114).
  await givePlan(t.db, s.coach.user.id, 'starter');
});
afterAll(async () => {
  await t?.close();
});

function pdfText(body: Buffer): string {
  const file = path.join(t.tmpDir, `lang-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(s.coach.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** The words of a language's report texts and shared labels (placeholders dropped). */
function catalogWords(lang: TLanguage): Set<string> {
  const labels = Object.entries(messages[lang])
    .filter(([key]) => key.startsWith('labels.'))
    .map(([, text]) => text);
  const texts = [...Object.values(reportMessages[lang]), ...labels];
  return new Set(texts.flatMap((text) => words(text.replace(/\{\{\w+\}\}/g, ' '))));
}
const words = (text: string) => text.match(/\p{L}+/gu) ?? [];

/** English words no text of `lang` uses: none may show in its PDF. */
const englishOnly = (lang: TLanguage) => {
  const own = catalogWords(lang);
  return [...catalogWords('en')].filter((w) => !own.has(w));
};

describe('a report prints only its language', () => {
  it('knows English words to look for, the result letters among them', () => {
    expect(englishOnly('es')).toEqual(expect.arrayContaining(['W', 'L', 'D', 'Goals', 'Moving']));
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'the %s team and player PDFs have no English word in them',
    async (lang) => {
      const team = pdfText(
        (await get(`/api/reports/team/${s.teamId}?${wholeRange()}&lng=${lang}`)).rawPayload,
      );
      const player = pdfText(
        (await get(`/api/reports/player/${s.players[0]?.id}?${wholeRange()}&lng=${lang}`))
          .rawPayload,
      );
      const english = new Set(englishOnly(lang));
      for (const [name, text] of [
        ['team', team],
        ['player', player],
      ] as const) {
        expect(
          words(text).filter((w) => english.has(w)),
          `${lang} ${name}`,
        ).toEqual([]);
      }
      // The season's results printed with this language's letters (2 won, 1 lost).
      const { W, L } = {
        W: messages[lang]['labels.result.W'],
        L: messages[lang]['labels.result.L'],
      };
      expect(team).toMatch(new RegExp(`\\d+–\\d+ \\(${W}\\)`));
      expect(team).toMatch(new RegExp(`\\d+–\\d+ \\(${L}\\)`));
      // The form, most recent first (pdftotext may draw its spaced letters together).
      expect(team).toMatch(new RegExp(`${W}\\s*${L}\\s*${W}`));
      if (lang === 'es') expect(team).toMatch(/G\s*P\s*G/);
    },
    60_000,
  );
});

describe('goal types read as on the web', () => {
  it.each(LANGUAGES)(
    'every goal type in a %s team and player PDF is the shared label the web shows',
    async (lang) => {
      const teamStats = (
        await get(`/api/stats/team/${s.teamId}?${wholeRange()}`)
      ).json<TTeamStatsResponse>();
      const playerStats = (
        await get(`/api/stats/player/${s.players[0]?.id}?${wholeRange()}`)
      ).json<TPlayerStatsResponse>();
      // Every type scored once: each has its bar and its label.
      const all = Object.fromEntries(GOAL_TYPES.map((g) => [g, 1]));
      const now = new Date('2026-03-01T12:00:00Z');
      const team = pdfText(
        await renderPdf(
          teamReport({
            teamName: 'Peñarol Futsal',
            logo: null,
            lang,
            now,
            stats: {
              ...teamStats,
              goals: { ...teamStats.goals, types: { ...teamStats.goals.types, for: all } },
            },
          }),
        ),
      );
      const player = pdfText(
        await renderPdf(
          playerReport({
            teamName: 'Peñarol Futsal',
            logo: null,
            competitionName: null,
            lang,
            now,
            stats: { ...playerStats, goalTypes: all },
          }),
        ),
      );
      const flat = (text: string) => text.replace(/\s+/g, ' ');
      for (const g of GOAL_TYPES) {
        const label = messages[lang][`labels.goalType.${g}`];
        expect(flat(team), `${lang} team ${g}`).toContain(label);
        expect(flat(player), `${lang} player ${g}`).toContain(label);
      }
    },
    60_000,
  );
});
