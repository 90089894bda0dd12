import { COURT_ZONES, SHOT_SITUATIONS, type TLanguage, type TOpponentReport } from '@futsal/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { reportTranslator, type TReportTranslator } from '@futsal/shared/messages/report';
import {
  COLORS,
  dataTable,
  figureBoxes,
  footer,
  formatters,
  sectionTitle,
  signed,
  styles,
  type TFormatters,
} from './report-format';
import { shotMapCanvas } from './shot-map-canvas';
import { header } from './team-report';

export interface OpponentReportInput {
  teamName: string;
  logo: string | null;
  report: TOpponentReport;
  lang: TLanguage;
  now: Date;
}

function results(t: TReportTranslator, f: TFormatters, r: TOpponentReport): Content {
  return [
    sectionTitle(t('results')),
    dataTable(
      [t('date'), t('venue'), t('competition'), t('result')],
      r.matches.map((m) => [
        f.day(m.date),
        t(m.isHome ? 'labels.venue.home' : 'labels.venue.away'),
        m.competitionName ?? t(`labels.matchType.${m.type}`),
        `${m.goalsFor}–${m.goalsAgainst} (${t(`labels.result.${m.result}`)})`,
      ]),
      [70, 70, '*', 90],
    ),
  ];
}

function theirShots(t: TReportTranslator, f: TFormatters, r: TOpponentReport): Content {
  const s = r.shotFigures;
  const zones = COURT_ZONES.flatMap((z) => {
    const c = s.zones.against[z];
    return c ? [[t(`zone.${z}`), c.shots, c.goals, f.num(c.xg)]] : [];
  });
  const situations = SHOT_SITUATIONS.flatMap((k) => {
    const c = r.situations[k];
    return c ? [[t(`situation.${k}`), c.shots, c.goals]] : [];
  });
  return {
    stack: [
      sectionTitle(t('theirShots')),
      figureBoxes([
        { label: t('shots'), value: String(s.shots.against) },
        { label: t('goals'), value: String(r.record.goalsAgainst) },
        { label: t('xg'), value: f.num(s.xg.against) },
      ]),
      shotMapCanvas(
        s.map.filter((m) => m.side === 'rival'),
        COLORS.against,
      ),
      { text: t('shotMapNote'), style: 'muted', margin: [0, 0, 0, 6] },
      {
        columns: [
          {
            stack: [
              { text: t('byZone'), bold: true, margin: [0, 0, 0, 4] },
              dataTable([t('zone'), t('shots'), t('goals'), t('xg')], zones, ['*', 35, 35, 45]),
            ],
          },
          {
            stack: [
              { text: t('bySituation'), bold: true, margin: [0, 0, 0, 4] },
              dataTable([t('situation'), t('shots'), t('goals')], situations, ['*', 35, 35]),
            ],
          },
        ],
        columnGap: 16,
      },
    ],
  };
}

function periods(t: TReportTranslator, r: TOpponentReport): Content {
  const p = (period: string) => t(`matchPeriod.${period}` as Parameters<TReportTranslator>[0]);
  const column = (title: string, table: Content): Content => ({
    stack: [sectionTitle(title), table],
  });
  return {
    unbreakable: true,
    stack: [
      {
        columns: [
          column(
            t('goalsByPeriod'),
            dataTable(
              [t('partCol'), t('for'), t('against')],
              r.goalsByPeriod.map((g) => [p(g.period), g.for, g.against]),
              ['*', 50, 50],
            ),
          ),
          column(
            t('foulsByPeriod'),
            dataTable(
              [t('partCol'), t('ours'), t('theirs')],
              r.fouls.map((g) => [p(g.period), g.for, g.against]),
              ['*', 50, 50],
            ),
          ),
        ],
        columnGap: 16,
      },
      column(
        t('cardsByPeriod'),
        dataTable(
          [t('partCol'), t('yellowOurs'), t('redOurs'), t('redTheirs')],
          r.cards.map((c) => [p(c.period), c.yellowFor, c.redFor, c.redAgainst]),
          ['*', 80, 80, 80],
        ),
      ),
    ],
  };
}

/** The opponent PDF: record against them, results, their shots, and periods' goals, fouls, cards. */
export function opponentReportDoc(input: OpponentReportInput): TDocumentDefinitions {
  const { report: r, lang } = input;
  const t = reportTranslator(lang);
  const f = formatters(lang);
  const rec = r.record;
  const body: Content[] = [
    header(`${t('opponentTitle')} — ${r.opponent}`, input.teamName, input.logo, [t('againstThem')]),
    sectionTitle(t('record')),
    figureBoxes([
      { label: t('played'), value: String(rec.gamesPlayed) },
      { label: t('wins'), value: String(rec.wins) },
      { label: t('draws'), value: String(rec.draws) },
      { label: t('losses'), value: String(rec.losses) },
      { label: t('goalsFor'), value: String(rec.goalsFor) },
      { label: t('goalsAgainst'), value: String(rec.goalsAgainst) },
      { label: t('goalDifference'), value: signed(rec.goalDifference) },
    ]),
  ];
  if (rec.gamesPlayed === 0) {
    body.push({ text: t('noMatchesAgainst'), style: 'muted', margin: [0, 10, 0, 0] });
  } else body.push(results(t, f, r), theirShots(t, f, r), periods(t, r));
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `${t('opponentTitle')} — ${r.opponent}`, creator: 'Futsal Manager' },
    content: body,
    footer: footer(t, f.day(input.now.toISOString())),
    styles,
    defaultStyle: { fontSize: 10 },
  };
}
