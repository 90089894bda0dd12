/**
 * Issue 38: the shot map "in the PDF" too. The team PDF's shots section (decision 0170: the map of
 * 2,000 shots of both teams, the zone heat maps, the goal mouths) and the player's section are
 * built and rendered by the server's own code (shots-section.ts, renderPdf); the median of 5
 * renders is read. The server has no CPU throttle: this host's time is the figure.
 */
import { COURT_ZONES, GOAL_MOUTH_ZONES, summariseShots, type TShotRecord } from '@futsal/shared';
import { courtZone, expectedGoals, playerShotFigures } from '@futsal/shared';
import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '../apps/server/src/lib/pdf/pdfmake';
import { formatters, styles } from '../apps/server/src/modules/reports/report-format';
import {
  playerShotsSection,
  teamShotsSection,
} from '../apps/server/src/modules/reports/shots-section';

const SHOTS = 2000;
const RUNS = 5;
const FLOOR_MS = 100;
const PLAYER = '00000000-0000-4000-8000-000000000007';

/** 2,000 shots, half the rival's, spread over the attacking halves, a third with a goal mouth. */
function shots(): TShotRecord[] {
  let seed = 38;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: SHOTS }, (_, i) => {
    const [x, y] = [0.5 + random() * 0.5, random()];
    const zone = courtZone(x, y);
    return {
      eventId: `s${i}`,
      side: i % 2 ? 'rival' : 'us',
      period: 'first',
      clockSec: i % 1200,
      playerId: i % 2 ? null : PLAYER,
      goal: i % 9 === 0,
      outcome: i % 9 === 0 ? 'goal' : 'saved',
      x,
      y,
      zone,
      goalMouth: i % 3 === 0 ? (GOAL_MOUTH_ZONES[i % 6] ?? null) : null,
      situation: null,
      origin: null,
      strength: 'even',
      score: 'level',
      xg: expectedGoals(zone, null, 'even'),
    };
  });
}

async function median(build: () => Content): Promise<{ median: number; max: number }> {
  const render = () => renderPdf({ content: build(), styles, defaultStyle: { fontSize: 10 } });
  // Two renders first, as a report worker that has served a report is (decision 0164): the
  // figure is then the section's cost, not the compiler's first pass over pdfkit's drawing code.
  for (let i = 0; i < 2; i += 1) await render();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

export async function measureShotMapPdf(): Promise<void> {
  const records = shots();
  const f = formatters('en');
  const team = summariseShots([{ shots: records, gameStates: null }], SHOTS);
  const player = playerShotFigures([{ shots: records }], PLAYER, SHOTS);
  // A first render loads pdfmake and its fonts: not the map's cost.
  await renderPdf({ content: 'warm-up' });
  const zones = COURT_ZONES.filter((z) => team.zones.for[z]).length;
  const t = await median(() => teamShotsSection('en', f, team));
  const p = await median(() => playerShotsSection('en', f, player));
  const line = (label: string, r: { median: number; max: number }) =>
    `${label}: median ${r.median.toFixed(0)} ms, max ${r.max.toFixed(0)} ms of ${RUNS}` +
    ` (floor ${FLOOR_MS} ms: ${r.median < FLOOR_MS ? 'met' : 'MISSED'})`;
  console.log(line(`Shot map PDF, team section, ${SHOTS} shots, ${zones} zones + goal mouths`, t));
  console.log(line(`Shot map PDF, player section, ${player.map.length} shots`, p));
}
