import { PARTICIPATIONS } from '@futsal/shared/values/player';
import type { TPlayerStatsResponse } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { decimal, minutes, signed } from '../lib/format';

function Tile({
  label,
  value,
  testid,
}: {
  label: string;
  value: string | number;
  testid?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 3, textAlign: 'center', minWidth: 0 }}>
      <Typography
        sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid={testid}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
} as const;

/** Totals, per-40-minute rates and how the player took part in each match. */
export function PlayerTotals({ stats }: { stats: TPlayerStatsResponse }) {
  const { t, i18n } = useTranslation();
  const s = stats.totals;
  const lng = i18n.language;
  return (
    <Stack spacing={2}>
      <Box sx={grid} data-testid="player-totals">
        <Tile label={t('stats.columnTitles.matches')} value={s.matches} testid="player-matches" />
        <Tile label={t('stats.columnTitles.starts')} value={s.starts} />
        <Tile
          label={t('stats.columnTitles.secondsPlayed')}
          value={minutes(s.secondsPlayed)}
          testid="player-minutes"
        />
        <Tile label={t('stats.columnTitles.goals')} value={s.goals} testid="player-goals" />
        <Tile label={t('stats.columnTitles.assists')} value={s.assists} />
        <Tile label={t('stats.columnTitles.shots')} value={`${s.shotsOnTarget}/${s.shots}`} />
        <Tile label={t('stats.columnTitles.fouls')} value={s.fouls} />
        <Tile label={t('stats.columnTitles.yellowCards')} value={s.yellowCards} />
        <Tile label={t('stats.columnTitles.redCards')} value={s.redCards} />
        <Tile label={t('stats.columnTitles.plusMinus')} value={signed(s.plusMinus)} />
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t('stats.player.per40')}
        </Typography>
        <Box sx={grid} data-testid="player-per40">
          {(['goals', 'assists', 'shots', 'fouls'] as const).map((k) => (
            <Tile
              key={k}
              label={t(`stats.columnTitles.${k}`)}
              value={decimal(stats.per40[k], lng)}
            />
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t('stats.player.participation')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="player-participation">
          {PARTICIPATIONS.filter((p) => p !== 'substitute').map((p) => (
            <Chip
              key={p}
              variant="outlined"
              label={`${t(`labels.participation.${p}`)} · ${stats.participation[p] ?? 0}`}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
