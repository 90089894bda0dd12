import type { TAttendanceCounts, TPlayerAttendance } from '@futsal/shared';
import type { TReportTranslator } from '@futsal/shared/messages/report';
import type { Content } from 'pdfmake/interfaces';
import { groupedBars } from '../../lib/pdf/charts';
import { COLORS, dataTable, sectionTitle, type TFormatters } from './report-format';

/** The weeks the minutes chart shows at most: more would not fit their labels on a page. */
const CHART_WEEKS = 20;

/**
 * Issue 39: the player PDF's attendance table and weekly load (decision 0169), built from the
 * attendance reply alone. The coach's absence reasons stay out: free text that may tell of a
 * player's health, in a document that leaves the app.
 */
export function attendanceSection(
  t: TReportTranslator,
  f: TFormatters,
  a: TPlayerAttendance,
): Content[] {
  const row = (label: string, c: TAttendanceCounts) => [
    label,
    c.calledUp,
    c.present,
    c.late,
    c.absent,
    c.notRecorded,
    c.present + c.late + c.absent > 0 ? f.pct(c.rate) : '–',
  ];
  const out: Content[] = [
    sectionTitle(t('attendance')),
    dataTable(
      [
        '',
        t('calledUp'),
        t('present'),
        t('late'),
        t('absent'),
        t('notRecorded'),
        t('attendanceRate'),
      ],
      [row(t('trainings'), a.trainings), row(t('matches'), a.matches)],
      ['*', 50, 50, 50, 50, 50, 60],
    ),
    { text: t('attendanceNote'), style: 'muted', fontSize: 8, margin: [0, -6, 0, 6] },
    sectionTitle(t('weeklyLoad')),
  ];
  const active = a.weeks.filter(
    (w) => w.secondsPlayed > 0 || w.matchesPlayed > 0 || w.trainingsCalledUp > 0,
  );
  if (active.length === 0) {
    out.push({ text: t('noCallups'), style: 'muted' });
    return out;
  }
  if (active.some((w) => w.secondsPlayed > 0)) {
    const recent = a.weeks.slice(-CHART_WEEKS);
    out.push(
      { text: t('weeklyMinutes'), style: 'muted', fontSize: 8, margin: [0, 0, 0, 4] },
      groupedBars(
        recent.map((w) => f.short(w.monday)),
        [
          {
            label: t('minutes'),
            color: COLORS.for,
            values: recent.map((w) => Math.round(w.secondsPlayed / 60)),
          },
        ],
      ),
    );
  }
  out.push(
    dataTable(
      [t('week'), t('minutes'), t('matchesPlayed'), t('trainingsAttended')],
      active.map((w) => [
        // The ISO week by its number: "W48" is English (report-language.test.ts).
        `${Number(w.week.slice(-2))} · ${f.day(w.monday)}`,
        f.minutes(w.secondsPlayed),
        w.matchesPlayed,
        `${w.trainingsAttended} / ${w.trainingsCalledUp}`,
      ]),
      ['*', 70, 90, 110],
    ),
  );
  return out;
}
