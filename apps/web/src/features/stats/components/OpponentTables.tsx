import type { TOpponentReport } from '@futsal/shared/schemas/opponent';
import { COURT_ZONES, SHOT_SITUATIONS } from '@futsal/shared/values/shots';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A small table: a label column then figures. */
function FiguresTable({
  testid,
  head,
  rows,
}: {
  testid: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...(number | string)[]])[];
}) {
  return (
    <Table size="small" data-testid={testid} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} sx={i > 0 ? num : undefined}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, ...figures]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            {figures.map((n, i) => (
              <TableCell key={head[i + 1]} sx={num}>
                {n}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Their shots, goals and expected goals by zone (ours left out: the report is about them). */
export function ZonesAgainstTable({ zones }: { zones: TOpponentReport['shotFigures']['zones'] }) {
  const { t } = useTranslation();
  const rows = COURT_ZONES.flatMap((z) => {
    const c = zones.against[z];
    return c ? [[t(`shots.zone.${z}`), c.shots, c.goals, c.xg.toFixed(2)] as const] : [];
  });
  if (rows.length === 0) return null;
  return (
    <FiguresTable
      testid="opponent-zones"
      head={[t('stats.opponent.zone'), t('stats.opponent.shots'), t('stats.opponent.goals'), 'xG']}
      rows={rows}
    />
  );
}

/** Their shots and goals by the situation tagged. */
export function SituationsTable({ situations }: { situations: TOpponentReport['situations'] }) {
  const { t } = useTranslation();
  const rows = SHOT_SITUATIONS.flatMap((k) => {
    const c = situations[k];
    return c ? [[t(`shots.situation.${k}`), c.shots, c.goals] as const] : [];
  });
  if (rows.length === 0) return null;
  return (
    <FiguresTable
      testid="opponent-situations"
      head={[t('stats.opponent.situation'), t('stats.opponent.shots'), t('stats.opponent.goals')]}
      rows={rows}
    />
  );
}

/** Goals, fouls and cards by period: ours and theirs. */
export function PeriodTables({ report }: { report: TOpponentReport }) {
  const { t } = useTranslation();
  const p = (period: string) => t(`stats.opponent.period.${period}`);
  return (
    <>
      <FiguresTable
        testid="opponent-goals-by-period"
        head={[
          t('stats.opponent.goalsByPeriod'),
          t('stats.opponent.ours'),
          t('stats.opponent.theirs'),
        ]}
        rows={report.goalsByPeriod.map((g) => [p(g.period), g.for, g.against] as const)}
      />
      <FiguresTable
        testid="opponent-fouls"
        head={[
          t('stats.opponent.foulsByPeriod'),
          t('stats.opponent.ours'),
          t('stats.opponent.theirs'),
        ]}
        rows={report.fouls.map((g) => [p(g.period), g.for, g.against] as const)}
      />
      <FiguresTable
        testid="opponent-cards"
        head={[
          t('stats.opponent.cardsByPeriod'),
          t('stats.opponent.yellowOurs'),
          t('stats.opponent.redOurs'),
          t('stats.opponent.redTheirs'),
        ]}
        rows={report.cards.map((c) => [p(c.period), c.yellowFor, c.redFor, c.redAgainst] as const)}
      />
    </>
  );
}
