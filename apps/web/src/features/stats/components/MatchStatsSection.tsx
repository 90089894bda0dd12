import type { TMatchStatsResponse } from '@futsal/shared/schemas/stats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useMatchStatsQuery } from '../api/get-match-stats';
import { GoalsByPeriodChart } from './charts';
import { PlayersStatsTable } from './PlayersStatsTable';
import { QuintetsTable } from './QuintetsTable';
import { RotationsSections } from './RotationsSections';
import { Section } from './Section';
import { ShotFiguresSection } from './ShotFiguresSection';

function Figures({ stats }: { stats: TMatchStatsResponse }) {
  const { t } = useTranslation();
  const s = stats.team;
  const chips = [
    [t('stats.figures.onTarget'), `${s.shots.onTarget}/${s.shots.for}`],
    [t('stats.figures.tenMetreKicks'), `${s.tenMetreKicks.for} – ${s.tenMetreKicks.against}`],
    [t('stats.figures.offsides'), String(s.offsides)],
    ...Object.entries(s.finishingTypes).map(([k, n]) => [
      t(`matches.finishingTypes.${k}`),
      String(n),
    ]),
  ];
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      data-testid="match-stats-figures"
    >
      {chips.map(([label, value]) => (
        <Chip key={label} size="small" variant="outlined" label={`${label} · ${value}`} />
      ))}
    </Stack>
  );
}

/** The match's figures from the server: per-player lines, quintets, goals by period, rotations. */
export function MatchStatsSection({ teamId, matchId }: { teamId: string; matchId: string }) {
  const { t } = useTranslation();
  const stats = useMatchStatsQuery(matchId);
  const data = stats.data;
  const names = useMemo(
    () => new Map((data?.players ?? []).map((p) => [p.playerId, p.name])),
    [data?.players],
  );
  const onCourt = useMemo(
    () => (data?.players ?? []).filter((p) => p.secondsPlayed > 0 || p.matches > 0),
    [data?.players],
  );

  return (
    <Stack spacing={2}>
      <Section title={t('stats.match.title')} testid="match-stats">
        {stats.isError ? (
          <Alert severity="warning">{errorMessage(stats.error, t, 'stats.loadError')}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <>
            <Figures stats={data} />
            <PlayersStatsTable
              teamId={teamId}
              players={onCourt}
              csvName={`${t('stats.csv.match')}-${matchId.slice(0, 8)}`}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                mt: 2,
                gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,3fr) minmax(0,2fr)' },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <QuintetsTable quintets={data.quintets} names={names} />
              </Box>
              <GoalsByPeriodChart byPeriod={data.goalsByPeriod} />
            </Box>
            <Box sx={{ mt: 2 }}>
              <RotationsSections rotations={data.rotations} names={names} />
            </Box>
          </>
        )}
      </Section>
      {data && <ShotFiguresSection figures={data.shotFigures} names={names} />}
    </Stack>
  );
}
