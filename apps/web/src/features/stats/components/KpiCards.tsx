import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { percent, signed } from '../lib/format';
import { FormBadges } from './FormBadges';

type Tone = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info' | 'text';

function Kpi({
  label,
  value,
  hint,
  tone = 'text',
  testid,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: Tone;
  testid: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Box
        data-testid={testid}
        sx={{
          fontSize: { xs: '1.5rem', sm: '1.75rem' },
          fontWeight: 700,
          lineHeight: 1.35,
          minHeight: 38,
          display: 'flex',
          alignItems: 'center',
          color: tone === 'text' ? 'text.primary' : `${tone}.main`,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Box>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** Record, points, goal difference, clean sheets, win rate and form. */
export function KpiCards({ stats }: { stats: TTeamStatsResponse }) {
  const { t, i18n } = useTranslation();
  const s = stats.statistics;
  const k = stats.kpis;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0,1fr))',
          sm: 'repeat(3, minmax(0,1fr))',
          xl: 'repeat(6, minmax(0,1fr))',
        },
      }}
      data-testid="kpi-cards"
    >
      <Kpi
        label={t('stats.kpi.record')}
        value={`${s.wins}-${s.draws}-${s.losses}`}
        hint={t('stats.kpi.recordHint', { count: s.gamesPlayed })}
        testid="kpi-record"
      />
      <Kpi
        label={t('stats.kpi.points')}
        value={k.points}
        tone="primary"
        hint={t('stats.kpi.pointsHint')}
        testid="kpi-points"
      />
      <Kpi
        label={t('stats.kpi.goalDifference')}
        value={signed(k.goalDifference)}
        tone={k.goalDifference > 0 ? 'success' : k.goalDifference < 0 ? 'error' : 'text'}
        hint={t('stats.kpi.goalsHint', { for: s.goalsFor, against: s.goalsAgainst })}
        testid="kpi-goal-difference"
      />
      <Kpi label={t('stats.kpi.cleanSheets')} value={k.cleanSheets} testid="kpi-clean-sheets" />
      <Kpi
        label={t('stats.kpi.winRate')}
        value={percent(k.winRate, i18n.language)}
        tone="secondary"
        testid="kpi-win-rate"
      />
      <Kpi
        label={t('stats.kpi.form')}
        value={<FormBadges form={k.form} />}
        hint={t('stats.kpi.formHint')}
        testid="kpi-form"
      />
    </Box>
  );
}
