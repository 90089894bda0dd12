import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal, percent } from '../lib/format';
import { Section } from './Section';

/** One label and its figure; "for – against" pairs read as ours first. */
function Row({ label, value, testid }: { label: string; value: ReactNode; testid?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={testid}
      >
        {value}
      </Typography>
    </Stack>
  );
}

const pair = (x: { for: number; against: number }) => `${x.for} – ${x.against}`;

/** Shooting, discipline, 10 m kicks, time-outs, special situations and averages. */
export function TeamFigures({ stats }: { stats: TTeamStatsResponse }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { shooting: sh, discipline: d, goals: g, averages: a } = stats;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0,1fr)',
          sm: 'repeat(2, minmax(0,1fr))',
          lg: 'repeat(3, minmax(0,1fr))',
        },
      }}
    >
      <Section title={t('stats.figures.shooting')} testid="figures-shooting">
        <Row label={t('stats.figures.shots')} value={sh.shots} testid="figure-shots" />
        <Row label={t('stats.figures.onTarget')} value={sh.onTarget} />
        <Row label={t('stats.figures.goals')} value={sh.goals} />
        <Row label={t('stats.figures.accuracy')} value={percent(sh.accuracy, lng)} />
        <Row label={t('stats.figures.conversion')} value={percent(sh.conversion, lng)} />
        <Row label={t('stats.figures.corners')} value={stats.corners} />
      </Section>
      <Section title={t('stats.figures.discipline')} testid="figures-discipline">
        <Typography variant="caption" color="text.secondary">
          {t('stats.figures.usThem')}
        </Typography>
        <Row label={t('stats.figures.fouls')} value={pair(d.fouls)} />
        <Row label={t('stats.figures.yellowCards')} value={d.yellowCards} />
        <Row label={t('stats.figures.redCards')} value={pair(d.redCards)} />
        <Divider sx={{ my: 1 }} />
        <Row
          label={t('stats.figures.tenMetreKicks')}
          value={pair(stats.tenMetreKicks)}
          testid="figure-ten-metre"
        />
        <Row label={t('stats.figures.timeouts')} value={pair(stats.timeouts)} />
      </Section>
      <Section title={t('stats.figures.special')} testid="figures-special">
        <Typography variant="caption" color="text.secondary">
          {t('stats.figures.forAgainst')}
        </Typography>
        <Row label={t('stats.figures.whileShort')} value={pair(g.whileShort)} />
        <Row label={t('stats.figures.whileRivalShort')} value={pair(g.whileRivalShort)} />
        <Row label={t('stats.figures.flyingGoalkeeper')} value={pair(g.withFlyingGoalkeeper)} />
        <Row label={t('stats.figures.ownGoals')} value={pair(g.ownGoals)} />
        <Row label={t('stats.figures.extraTime')} value={pair(g.extraTime)} />
        <Divider sx={{ my: 1 }} />
        <Row
          label={t('stats.figures.avgGoals')}
          value={`${decimal(a.goalsFor, lng)} – ${decimal(a.goalsAgainst, lng)}`}
        />
        <Row label={t('stats.figures.avgShots')} value={decimal(a.shots, lng)} />
        <Row label={t('stats.figures.avgFouls')} value={decimal(a.fouls, lng)} />
      </Section>
    </Box>
  );
}
