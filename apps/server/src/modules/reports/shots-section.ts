import {
  FINISHING_MIN_SHOTS,
  finishingVsModel,
  type TLanguage,
  type TPlayerShotFigures,
  type TShotFigures,
} from '@futsal/shared';
import { shotsReportTranslator } from '@futsal/shared/messages/report-shots';
import type { Content } from 'pdfmake/interfaces';
import { COLORS, figureBoxes, sectionTitle, type TFormatters } from './report-format';
import { shotMapBoth } from './shot-map-canvas';
import { goalMouthCanvas, zoneHeatCanvas } from './zone-heat-canvas';

/**
 * Issue 38's maps in the team and player PDFs (decision 0170), as builder functions the report
 * files call: the dots on the court, the zone heat maps, the goal mouth, goals against the model.
 */

function finishingLine(
  lang: TLanguage,
  f: TFormatters,
  figures: { shots: number; goals: number; xg: number },
): Content {
  const t = shotsReportTranslator(lang);
  const one = (n: number) => n.toFixed(1);
  const r = finishingVsModel(figures);
  const text = r
    ? t(`finishing.${r.tone}`, {
        value: f.num(Number(one(Math.abs(r.diff)))),
        goals: figures.goals,
        xg: f.num(Number(one(figures.xg))),
      })
    : t('finishing.notYet', { count: FINISHING_MIN_SHOTS, shots: figures.shots });
  return { text, style: r ? undefined : 'muted', margin: [0, 0, 0, 6] };
}

function mapOrNone(
  lang: TLanguage,
  map: TShotFigures['map'],
  leftOff: number,
  note: 'mapNoteBoth' | 'mapNoteOurs',
): Content[] {
  const t = shotsReportTranslator(lang);
  if (map.length === 0) return [{ text: t('noPlaced'), style: 'muted', margin: [0, 0, 0, 6] }];
  return [
    shotMapBoth(map),
    {
      text: [t(note), leftOff > 0 ? ` ${t('leftOff', { count: leftOff })}` : ''].join(''),
      style: 'muted',
      margin: [0, 0, 0, 6],
    },
  ];
}

const anyCount = (o: object) => Object.keys(o).length > 0;

/** The team's shots, both sides: figures, finishing, the map, zone heat maps and goal mouths. */
export function teamShotsSection(lang: TLanguage, f: TFormatters, s: TShotFigures): Content {
  const t = shotsReportTranslator(lang);
  const heat = anyCount(s.zones.for) || anyCount(s.zones.against);
  const mouth = anyCount(s.goalMouth.for) || anyCount(s.goalMouth.against);
  return [
    sectionTitle(t('teamShots')),
    figureBoxes([
      { label: t('shots'), value: `${s.shots.for} – ${s.shots.against}` },
      { label: t('goals'), value: `${s.goals.for} – ${s.goals.against}` },
      { label: t('xgFor'), value: f.num(s.xg.for) },
      { label: t('xgAgainst'), value: f.num(s.xg.against) },
    ]),
    finishingLine(lang, f, { shots: s.shots.for, goals: s.goals.for, xg: s.xg.for }),
    ...mapOrNone(lang, s.map, s.mapLeftOff, 'mapNoteBoth'),
    ...(heat
      ? [
          {
            // The title stays with its maps on one page.
            stack: [
              { text: t('zonesTitle'), style: 'muted', margin: [0, 4, 0, 4] },
              {
                columns: [
                  zoneHeatCanvas(s.zones.for, COLORS.for, t('ours')),
                  zoneHeatCanvas(s.zones.against, COLORS.against, t('theirs')),
                ],
                columnGap: 20,
                margin: [0, 0, 0, 8],
              },
            ],
            unbreakable: true,
          } as Content,
        ]
      : []),
    ...(mouth
      ? [
          {
            stack: [
              { text: t('goalMouthTitle'), style: 'muted', margin: [0, 4, 0, 4] },
              {
                columns: [
                  goalMouthCanvas(s.goalMouth.for, COLORS.for, t('ours')),
                  goalMouthCanvas(s.goalMouth.against, COLORS.against, t('theirs')),
                ],
                columnGap: 20,
                margin: [0, 0, 0, 8],
              },
            ],
            unbreakable: true,
          } as Content,
        ]
      : []),
  ];
}

/** One player's shots: figures, finishing, their dots, the zones they shoot from, the goal mouth. */
export function playerShotsSection(
  lang: TLanguage,
  f: TFormatters,
  s: TPlayerShotFigures,
): Content {
  const t = shotsReportTranslator(lang);
  const side: Content[] = [];
  if (anyCount(s.zones)) side.push(zoneHeatCanvas(s.zones, COLORS.for, t('zonesTitle')));
  if (anyCount(s.goalMouth))
    side.push(goalMouthCanvas(s.goalMouth, COLORS.for, t('goalMouthTitle')));
  return [
    sectionTitle(t('playerShots')),
    figureBoxes([
      { label: t('shots'), value: String(s.shots) },
      { label: t('goals'), value: String(s.goals) },
      { label: t('xg'), value: f.num(s.xg) },
    ]),
    finishingLine(lang, f, s),
    ...mapOrNone(lang, s.map, s.mapLeftOff, 'mapNoteOurs'),
    ...(side.length > 0 ? [{ columns: side, columnGap: 20, margin: [0, 0, 0, 8] } as Content] : []),
  ];
}
