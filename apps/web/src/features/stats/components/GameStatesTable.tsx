import type { TShotFigures, TStateFiguresDto } from '@futsal/shared/schemas/shot-figures';
import { SCORE_STATES, STRENGTH_STATES } from '@futsal/shared/values/shots';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** Per 40 minutes of play in the state, one decimal. */
const per40 = (n: number, seconds: number) => ((n * 2400) / seconds).toFixed(1);
const pair = (a: number | string, b: number | string) => `${a} – ${b}`;
const xg = (n: number) => n.toFixed(2);

/** Goals, shots and xG for and against, and minutes, in each game state (issue 38). */
export function GameStatesTable({ states }: { states: TShotFigures['gameStates'] }) {
  const { t } = useTranslation();
  const rows: (readonly [string, TStateFiguresDto | undefined])[] = [
    ...STRENGTH_STATES.map((s) => [t(`shots.state.${s}`), states.strength[s]] as const),
    ...SCORE_STATES.map((s) => [t(`shots.state.${s}`), states.score[s]] as const),
  ];
  return (
    <TableContainer
      data-testid="game-states"
      // A table wider than a phone scrolls: reachable by keyboard, and named for a screen reader.
      tabIndex={0}
      role="region"
      aria-label={t('shots.states.state')}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('shots.states.state')}</TableCell>
            <TableCell align="right">{t('shots.states.minutes')}</TableCell>
            <TableCell align="right">{t('shots.states.goals')}</TableCell>
            <TableCell align="right">{t('shots.states.shots')}</TableCell>
            <TableCell align="right">{t('shots.states.xg')}</TableCell>
            <TableCell align="right">{t('shots.states.per40')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, f], i) =>
            f ? (
              <TableRow
                key={label}
                sx={i === STRENGTH_STATES.length ? { '& td': { borderTopWidth: 2 } } : undefined}
              >
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{Math.round(f.seconds / 60)}</TableCell>
                <TableCell align="right">{pair(f.goalsFor, f.goalsAgainst)}</TableCell>
                <TableCell align="right">{pair(f.shotsFor, f.shotsAgainst)}</TableCell>
                <TableCell align="right">{pair(xg(f.xgFor), xg(f.xgAgainst))}</TableCell>
                <TableCell align="right">
                  {f.seconds > 0
                    ? pair(per40(f.goalsFor, f.seconds), per40(f.goalsAgainst, f.seconds))
                    : '–'}
                </TableCell>
              </TableRow>
            ) : null,
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
