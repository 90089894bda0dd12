import { GOAL_TYPES, type TLanguage, type TTeamStatsResponse } from '@futsal/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { groupedBars, horizontalBars } from '../../lib/pdf/charts';
import { reportTranslator, type TReportTranslator } from '@futsal/shared/messages/report';
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
  type TFormatters,
} from './report-format';
import { teamRotations } from './rotations-section';
import { teamShotsSection } from './shots-section';

export interface TeamReportInput {
  teamName: string;
  /** PNG or JPEG data URL. */
  logo: string | null;
  stats: TTeamStatsResponse;
  lang: TLanguage;
  now: Date;
}

export function filtersLine(
  t: TReportTranslator,
  stats: Pick<TTeamStatsResponse, 'filters'>,
  competitionName: string | null,
): string {
  const parts: string[] = [];
  if (stats.filters.type) parts.push(t(`labels.matchType.${stats.filters.type}`));
  if (stats.filters.venue) parts.push(t(`labels.venue.${stats.filters.venue}`));
  if (stats.filters.competitionId) parts.push(competitionName ?? t('competition'));
  return `${t('filters')}: ${parts.length > 0 ? parts.join(' · ') : t('allMatches')}`;
}

export function header(title: string, name: string, logo: string | null, lines: string[]): Content {
  const text: Content = {
    stack: [
      { text: name, style: 'title' },
      { text: title, style: 'subtitle' },
      ...lines.map((l) => ({ text: l, style: 'muted' })),
    ],
  };
  return {
    columns: logo ? [{ image: logo, fit: [60, 60], width: 68 }, text] : [text],
    columnGap: 8,
    margin: [0, 0, 0, 10],
  };
}

function charts(t: TReportTranslator, s: TTeamStatsResponse): Content {
  const bands = s.goals.byBand.map((b) => `${b.fromMinute}-${b.toMinute}`);
  const hasExtra = s.goals.extraTime.for + s.goals.extraTime.against > 0;
  const categories = hasExtra ? [...bands, t('extraTime')] : bands;
  const values = (key: 'for' | 'against') => [
    ...s.goals.byBand.map((b) => b[key]),
    ...(hasExtra ? [s.goals.extraTime[key]] : []),
  ];
  const types = GOAL_TYPES.map((g) => ({
    label: t(`labels.goalType.${g}`),
    value: s.goals.types.for[g] ?? 0,
  })).filter((r) => r.value > 0);
  return [
    sectionTitle(t('goalsByBand')),
    groupedBars(categories, [
      { label: t('for'), color: COLORS.for, values: values('for') },
      { label: t('against'), color: COLORS.against, values: values('against') },
    ]),
    sectionTitle(t('goalTypes')),
    types.length > 0 ? horizontalBars(types, COLORS.secondary, 400) : { text: '—', style: 'muted' },
  ];
}

function leaders(t: TReportTranslator, s: TTeamStatsResponse): Content {
  const top = (key: 'goals' | 'assists') =>
    [...s.players]
      .filter((p) => p[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name))
      .slice(0, 5)
      .map((p) => [p.number ?? '', p.name, p[key]]);
  const table = (title: string, key: 'goals' | 'assists') => ({
    stack: [
      sectionTitle(title),
      dataTable([t('number'), t('player'), t(key)], top(key), [28, '*', 50]),
    ],
  });
  // Unbreakable: a title never stays at the foot of a page without its table.
  return {
    unbreakable: true,
    columns: [table(t('topScorers'), 'goals'), table(t('topAssisters'), 'assists')],
    columnGap: 16,
  };
}

function results(t: TReportTranslator, f: TFormatters, s: TTeamStatsResponse): Content {
  return [
    sectionTitle(t('results')),
    dataTable(
      [t('date'), t('opponent'), t('venue'), t('competition'), t('result')],
      s.results.map((r) => [
        f.day(r.date),
        r.opponent,
        t(r.isHome ? 'labels.venue.home' : 'labels.venue.away'),
        r.competitionName ?? t(`labels.matchType.${r.type}`),
        `${r.goalsFor}–${r.goalsAgainst} (${t(`labels.result.${r.result}`)})`,
      ]),
      [58, '*', 58, '*', 62],
    ),
  ];
}

function minutes(t: TReportTranslator, f: TFormatters, s: TTeamStatsResponse): Content {
  const rows = [...s.players]
    .filter((p) => p.matches > 0)
    .sort((a, b) => b.secondsPlayed - a.secondsPlayed || (a.number ?? 0) - (b.number ?? 0))
    .map((p) => [
      p.number ?? '',
      p.name,
      p.matches,
      p.starts,
      f.minutes(p.secondsPlayed),
      p.goals,
      p.assists,
      signed(p.plusMinus),
    ]);
  return [
    sectionTitle(t('minutesPlayed')),
    dataTable(
      [
        t('number'),
        t('player'),
        t('matches'),
        t('starts'),
        t('minutes'),
        t('goals'),
        t('assists'),
        t('plusMinus'),
      ],
      rows,
      [28, '*', 45, 45, 45, 40, 55, 30],
    ),
  ];
}

/** The team's PDF: header, record and KPIs, charts, results, leaders, minutes, rotations, shots. */
export function teamReport(input: TeamReportInput): TDocumentDefinitions {
  const { stats: s, lang } = input;
  const t = reportTranslator(lang);
  const f = formatters(lang);
  const competitionName =
    s.splits.byCompetition.find((c) => c.competitionId === s.filters.competitionId)?.name ?? null;
  const head = header(t('teamTitle'), input.teamName, input.logo, [
    periodLine(t, f, s.period),
    filtersLine(t, s, competitionName),
  ]);
  const empty = s.statistics.gamesPlayed === 0;
  const record = s.statistics;
  const body: Content[] = [
    head,
    sectionTitle(t('record')),
    figureBoxes([
      { label: t('played'), value: String(record.gamesPlayed) },
      { label: t('wins'), value: String(record.wins) },
      { label: t('draws'), value: String(record.draws) },
      { label: t('losses'), value: String(record.losses) },
      { label: t('goalsFor'), value: String(record.goalsFor) },
      { label: t('goalsAgainst'), value: String(record.goalsAgainst) },
      { label: t('points'), value: String(s.kpis.points) },
      { label: t('goalDifference'), value: signed(s.kpis.goalDifference) },
    ]),
    sectionTitle(t('kpis')),
    figureBoxes([
      { label: t('cleanSheets'), value: String(s.kpis.cleanSheets) },
      { label: t('winRate'), value: f.pct(s.kpis.winRate) },
      {
        label: t('perMatch'),
        value: `${f.num(s.averages.goalsFor)} / ${f.num(s.averages.goalsAgainst)}`,
      },
      { label: t('shots'), value: String(s.shooting.shots) },
      { label: t('accuracy'), value: f.pct(s.shooting.accuracy) },
      { label: t('conversion'), value: f.pct(s.shooting.conversion) },
    ]),
    figureBoxes([
      { label: t('fouls'), value: String(s.discipline.fouls.for) },
      { label: t('yellowCards'), value: String(s.discipline.yellowCards) },
      { label: t('redCards'), value: String(s.discipline.redCards.for) },
      { label: t('tenMetreKicks'), value: `${s.tenMetreKicks.for} / ${s.tenMetreKicks.against}` },
      { label: t('ownGoals'), value: `${s.goals.ownGoals.for} / ${s.goals.ownGoals.against}` },
      {
        label: t('form'),
        value: s.kpis.form.map((r) => t(`labels.result.${r}`)).join(' ') || '—',
      },
    ]),
  ];
  if (empty) body.push({ text: t('noData'), style: 'muted', margin: [0, 10, 0, 0] });
  else {
    const names = new Map(s.players.map((p) => [p.playerId, p.name]));
    body.push(
      charts(t, s),
      results(t, f, s),
      leaders(t, s),
      minutes(t, f, s),
      teamRotations(t, f, s.rotations, names),
      teamShotsSection(lang, f, s.shotFigures),
    );
  }
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `${t('teamTitle')} — ${input.teamName}`, creator: 'Futsal Manager' },
    content: body,
    footer: footer(t, f.day(input.now.toISOString())),
    styles,
    defaultStyle: { fontSize: 10 },
  };
}
