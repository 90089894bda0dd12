import {
  GOAL_TYPES,
  PARTICIPATIONS,
  type TLanguage,
  type TPlayerAttendance,
  type TPlayerStatsResponse,
  type TTeamStatsResponse,
} from '@futsal/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { groupedBars, horizontalBars } from '../../lib/pdf/charts';
import { reportTranslator } from '@futsal/shared/messages/report';
import {
  COLORS,
  dataTable,
  figureBoxes,
  footer,
  formatters,
  periodLine,
  sectionTitle,
  signed,
  styles,
} from './report-format';
import { playerRotation } from './rotations-section';
import { attendanceSection } from './attendance-section';
import { playerShotsSection } from './shots-section';
import { filtersLine, header } from './team-report';

export interface PlayerReportInput {
  teamName: string;
  logo: string | null;
  stats: TPlayerStatsResponse;
  /** Issue 39: attendance and weekly load over the same period; left out when absent. */
  attendance?: TPlayerAttendance;
  competitionName: string | null;
  lang: TLanguage;
  now: Date;
}

/** The player's PDF: sporting basics only (never personal or medical data). */
export function playerReport(input: PlayerReportInput): TDocumentDefinitions {
  const { stats: s, lang } = input;
  const t = reportTranslator(lang);
  const f = formatters(lang);
  const p = s.player;
  const name = p.number === null ? p.name : `${p.number}. ${p.name}`;
  const basics = [
    input.teamName,
    p.position ? `${t('position')}: ${t(`labels.position.${p.position}`)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const filters: Pick<TTeamStatsResponse, 'filters'> = { filters: s.filters };
  const body: Content[] = [
    header(t('playerTitle'), name, input.logo, [
      basics,
      periodLine(t, f, s.period),
      filtersLine(t, filters, input.competitionName),
    ]),
    sectionTitle(t('participation')),
    figureBoxes(
      PARTICIPATIONS.map((k) => ({
        label: t(`labels.participation.${k}`),
        value: String(s.participation[k] ?? 0),
      })),
    ),
    sectionTitle(t('totals')),
    figureBoxes([
      { label: t('matches'), value: String(s.totals.matches) },
      { label: t('starts'), value: String(s.totals.starts) },
      { label: t('minutes'), value: f.minutes(s.totals.secondsPlayed) },
      { label: t('goals'), value: String(s.totals.goals) },
      { label: t('assists'), value: String(s.totals.assists) },
      { label: t('plusMinus'), value: signed(s.totals.plusMinus) },
    ]),
    figureBoxes([
      { label: t('shotsOnTarget'), value: `${s.totals.shots} / ${s.totals.shotsOnTarget}` },
      { label: t('fouls'), value: String(s.totals.fouls) },
      { label: t('yellowCards'), value: String(s.totals.yellowCards) },
      { label: t('redCards'), value: String(s.totals.redCards) },
      { label: `${t('goals')} · ${t('per40')}`, value: f.num(s.per40.goals) },
      { label: `${t('assists')} · ${t('per40')}`, value: f.num(s.per40.assists) },
    ]),
  ];
  const played = s.matches.length > 0;
  if (!played) body.push({ text: t('noData'), style: 'muted', margin: [0, 10, 0, 0] });
  else {
    const chrono = [...s.matches].reverse().slice(-20);
    const types = GOAL_TYPES.map((g) => ({
      label: t(`labels.goalType.${g}`),
      value: s.goalTypes[g] ?? 0,
    })).filter((r) => r.value > 0);
    body.push(
      playerRotation(t, f, s.rotation),
      sectionTitle(t('perMatchChart')),
      groupedBars(
        chrono.map((m) => f.short(m.date)),
        [
          { label: t('goals'), color: COLORS.for, values: chrono.map((m) => m.goals) },
          { label: t('assists'), color: COLORS.secondary, values: chrono.map((m) => m.assists) },
        ],
      ),
      ...(types.length > 0
        ? [sectionTitle(t('goalTypes')), horizontalBars(types, COLORS.secondary, 400)]
        : []),
      sectionTitle(t('perMatchTable')),
      dataTable(
        [
          t('date'),
          t('opponent'),
          t('participation'),
          t('minutes'),
          t('goals'),
          t('assists'),
          t('shots'),
          t('plusMinus'),
          t('result'),
        ],
        s.matches.map((m) => [
          f.day(m.date),
          m.opponent,
          t(`labels.participation.${m.participation}`),
          f.minutes(m.secondsPlayed),
          m.goals,
          m.assists,
          m.shots,
          signed(m.plusMinus),
          `${m.goalsFor}–${m.goalsAgainst}`,
        ]),
        [50, '*', 78, 42, 34, 58, 42, 24, 36],
      ),
      playerShotsSection(lang, f, s.shotFigures),
    );
  }
  if (input.attendance) body.push(...attendanceSection(t, f, input.attendance));
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `${t('playerTitle')} — ${p.name}`, creator: 'Futsal Manager' },
    content: body,
    footer: footer(t, f.day(input.now.toISOString())),
    styles,
    defaultStyle: { fontSize: 10 },
  };
}
