import type { TPlayerRotationLine, TRotations } from '@futsal/shared';
import type { TReportTranslator } from '@futsal/shared/messages/report';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, figureBoxes, sectionTitle, signed, type TFormatters } from './report-format';

/** Rotation figures (issue 37) in the team and player PDFs. */

const mmss = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/** Work:rest as "1:r" (r minutes of rest per minute on court). */
export const workRestText = (workRest: number | null) =>
  workRest === null || workRest <= 0 ? '—' : `1:${(1 / workRest).toFixed(1)}`;

const extraSec = (r: TPlayerRotationLine) =>
  (r.periodSeconds.firstExtra ?? 0) + (r.periodSeconds.secondExtra ?? 0);

/** The team's table of stints per player, and its most-used pairs. */
export function teamRotations(
  t: TReportTranslator,
  f: TFormatters,
  rotations: TRotations,
  names: ReadonlyMap<string, string>,
): Content {
  const rows = [...rotations.players].sort((a, b) => b.secondsPlayed - a.secondsPlayed);
  const extra = rows.some((r) => extraSec(r) > 0);
  const name = (id: string) => names.get(id) ?? '?';
  return [
    sectionTitle(t('rotations')),
    { text: t('rotationsNote'), style: 'muted', margin: [0, 0, 0, 4] },
    dataTable(
      [
        t('player'),
        t('stints'),
        t('averageStint'),
        t('longestStint'),
        t('minutesFirst'),
        t('minutesSecond'),
        ...(extra ? [t('minutesExtra')] : []),
        t('workRest'),
        t('flyingGoalkeeper'),
      ],
      rows.map((r) => [
        name(r.playerId),
        r.stints,
        mmss(r.averageStintSec),
        mmss(r.longestStintSec),
        f.minutes(r.periodSeconds.first ?? 0),
        f.minutes(r.periodSeconds.second ?? 0),
        ...(extra ? [f.minutes(extraSec(r))] : []),
        workRestText(r.workRest),
        mmss(r.flyingGoalkeeperSec),
      ]),
      ['*', 36, 48, 48, 44, 44, ...(extra ? [44] : []), 52, 56],
    ),
    sectionTitle(t('pairs')),
    dataTable(
      [t('pair'), t('minutesTogether'), t('for'), t('against'), t('plusMinus')],
      rotations.pairs.map((p) => [
        p.playerIds.map(name).join(' · '),
        f.minutes(p.secondsTogether),
        p.goalsFor,
        p.goalsAgainst,
        signed(p.plusMinus),
      ]),
      ['*', 60, 48, 48, 30],
    ),
  ];
}

/** The player's stints, per period, work:rest and flying-goalkeeper time, as figures. */
export function playerRotation(
  t: TReportTranslator,
  f: TFormatters,
  r: TPlayerRotationLine,
): Content {
  return [
    sectionTitle(t('rotations')),
    figureBoxes([
      { label: t('stints'), value: String(r.stints) },
      { label: t('averageStint'), value: mmss(r.averageStintSec) },
      { label: t('longestStint'), value: mmss(r.longestStintSec) },
      { label: t('minutesFirst'), value: f.minutes(r.periodSeconds.first ?? 0) },
      { label: t('minutesSecond'), value: f.minutes(r.periodSeconds.second ?? 0) },
      { label: t('workRest'), value: workRestText(r.workRest) },
      { label: t('flyingGoalkeeper'), value: mmss(r.flyingGoalkeeperSec) },
    ]),
  ];
}
