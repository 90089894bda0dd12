import type { TMatchState, TSide } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Past the fifth foul the engine marks each accumulated foul a 10 m kick: read it, count nothing here. */
export function tenMetreNow(state: TMatchState, side: TSide): boolean {
  const last = state.fouls.list.filter((f) => f.side === side && f.accumulated).at(-1);
  return Boolean(last?.tenMetreKick && last.number === state.fouls.current[side]);
}

/** What a team's foul count shows: its own values, so a clock second leaves it as it was. */
export function foulFigures(state: TMatchState, side: TSide) {
  return {
    count: state.fouls.current[side],
    warning: state.fouls.warning[side],
    tenMetre: tenMetreNow(state, side),
  };
}

/**
 * A team's accumulated fouls in the period (Law 13), under its score: always in sight, with the
 * 5th-foul warning and the 10 m kick marked.
 */
export function FoulCount({
  side,
  count,
  warning,
  tenMetre,
}: { side: TSide } & ReturnType<typeof foulFigures>) {
  'use memo';
  const { t } = useTranslation();
  const tone = tenMetre ? 'error' : warning ? 'warning' : null;
  return (
    <Box
      data-testid={`fouls-${side}`}
      data-count={count}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.25,
        px: 0.75,
        borderRadius: 1,
        border: '1px solid',
        borderColor: tone ? `${tone}.main` : 'divider',
        bgcolor: tone ? alpha(theme.palette[tone].main, 0.14) : 'transparent',
        fontSize: '0.8rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      })}
    >
      {t('live.fouls.count', { count })}
      {tenMetre ? (
        <Box
          component="span"
          data-testid={`ten-metre-${side}`}
          title={t('live.fouls.tenMetre')}
          sx={{ color: 'error.main', fontWeight: 800 }}
        >
          {t('live.fouls.tenMetreShort')}
        </Box>
      ) : warning ? (
        <Box
          component="span"
          data-testid={`foul-warning-${side}`}
          sx={{ color: 'warning.main', fontWeight: 800 }}
        >
          {t('live.fouls.warning')}
        </Box>
      ) : null}
    </Box>
  );
}
