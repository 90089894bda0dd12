import type { TMatchState, TSide } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConsoleSection } from './ConsoleSection';
import { IndirectFouls } from './IndirectFouls';

function FoulCounter({
  side,
  count,
  warning,
  tenMetre,
  label,
}: {
  side: TSide;
  count: number;
  /** Five accumulated: the next is a 10 m kick. */
  warning: boolean;
  /** Past five: every foul is a 10 m kick. */
  tenMetre: boolean;
  label: string;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Box
      data-testid={`fouls-${side}`}
      data-count={count}
      sx={(theme) => ({
        flex: 1,
        p: 1,
        borderRadius: 2,
        textAlign: 'center',
        border: '1px solid',
        borderColor: tenMetre ? 'error.main' : warning ? 'warning.main' : 'divider',
        bgcolor: tenMetre
          ? alpha(theme.palette.error.main, 0.12)
          : warning
            ? alpha(theme.palette.warning.main, 0.12)
            : 'transparent',
      })}
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
        {label}
      </Typography>
      <Typography
        sx={{
          fontSize: '2rem',
          fontWeight: 700,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {count}
      </Typography>
      <Box sx={{ minHeight: 24 }}>
        {tenMetre ? (
          <Chip
            data-testid={`ten-metre-${side}`}
            size="small"
            color="error"
            label={t('live.fouls.tenMetre')}
          />
        ) : warning ? (
          <Chip
            data-testid={`foul-warning-${side}`}
            size="small"
            color="warning"
            label={t('live.fouls.warning')}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** Accumulated fouls per team (Law 13), the non-accumulated foul buttons and the time-outs left. */
export function FoulPanel({
  state,
  teamName,
  opponent,
  playable,
  onIndirectFoul,
}: {
  state: TMatchState;
  teamName: string;
  opponent: string;
  playable: boolean;
  onIndirectFoul: (side: TSide) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  // Past the fifth foul the engine marks each accumulated foul a 10 m kick: read it, count nothing here.
  const tenMetre = (side: TSide) => {
    const last = state.fouls.list.filter((f) => f.side === side && f.accumulated).at(-1);
    return Boolean(last?.tenMetreKick && last.number === state.fouls.current[side]);
  };
  return (
    <ConsoleSection order={5} testid="foul-panel" title={t('live.fouls.title')}>
      <Stack direction="row" spacing={1}>
        <FoulCounter
          side="us"
          count={state.fouls.current.us}
          warning={state.fouls.warning.us}
          tenMetre={tenMetre('us')}
          label={teamName}
        />
        <FoulCounter
          side="rival"
          count={state.fouls.current.rival}
          warning={state.fouls.warning.rival}
          tenMetre={tenMetre('rival')}
          label={opponent}
        />
      </Stack>
      <IndirectFouls disabled={!playable} onFoul={onIndirectFoul} />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 1 }}
        data-testid="timeouts-left"
      >
        {t('live.timeoutsLeft', {
          us: state.timeouts.left.us,
          rival: state.timeouts.left.rival,
        })}
      </Typography>
    </ConsoleSection>
  );
}
