import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportButton } from '../../reports';
import { usePlayerStatsQuery } from '../api/get-player-stats';
import { PerMatchChart, TypesChart } from '../components/charts';
import { PlayerMatchesTable } from '../components/PlayerMatchesTable';
import { PlayerShotsSection } from '../components/PlayerShotsSection';
import { PlayerTotals } from '../components/PlayerTotals';
import { Section } from '../components/Section';
import { StatsFilters } from '../components/StatsFilters';
import { StatsPageHeader } from '../components/StatsPageHeader';
import { StagedSections } from '../../../components/StagedSections';
import { StatsContent } from '../components/StatsContent';
import { fileSlug } from '../../../lib/save-blob';
import { minutes } from '../lib/format';
import { useStatsFilters } from '../lib/use-stats-filters';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
} as const;

/** /teams/{teamId}/players/{playerId}/stats. */
export function PlayerStatsPage() {
  const { t } = useTranslation();
  const { teamId = '', playerId = '' } = useParams();
  const [filters, setFilters] = useStatsFilters();
  const stats = usePlayerStatsQuery(playerId, filters);
  const data = stats.data;
  const player = data?.player;
  usePageTitle(
    player ? `${player.name} · ${t('pages.playerStats.title')}` : t('pages.playerStats.title'),
  );
  const slug = fileSlug(player?.name ?? 'player');
  const chronological = [...(data?.matches ?? [])].reverse();

  return (
    <Box data-testid="player-stats">
      <StatsPageHeader
        title={player?.name ?? t('pages.playerStats.title')}
        subtitle={
          player
            ? [
                t('pages.playerStats.title'),
                player.number !== null ? `#${player.number}` : null,
                player.position ? t(`labels.position.${player.position}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/teams/${teamId}/players/${playerId}`}
              startIcon={<PersonRounded />}
              variant="text"
            >
              {t('stats.player.profile')}
            </Button>
            <ReportButton kind="player" id={playerId} filters={filters} fallbackName={slug} />
          </>
        }
      />
      <StatsFilters teamId={teamId} value={filters} onChange={setFilters} period={data?.period} />
      <StatsContent query={stats}>
        {(data) => (
          <StagedSections>
            <Section title={t('stats.player.totals')}>
              <PlayerTotals stats={data} />
            </Section>
            {data.matches.length > 0 && (
              <Section title={t('stats.player.perMatch')} testid="chart-per-match">
                <PerMatchChart
                  labels={chronological.map(
                    (m) => `${formatDate(m.date, 'short').slice(0, 5)} ${m.opponent.slice(0, 12)}`,
                  )}
                  goals={chronological.map((m) => m.goals)}
                  minutes={chronological.map((m) => minutes(m.secondsPlayed))}
                />
              </Section>
            )}
            <Box sx={twoColumns}>
              <Section title={t('stats.charts.goalTypes')}>
                <TypesChart
                  data={{ for: data.goalTypes, against: {} }}
                  labelPrefix="labels.goalType"
                  single
                />
              </Section>
              <Section title={t('stats.charts.finishing')}>
                <TypesChart
                  data={{ for: data.finishingTypes, against: {} }}
                  labelPrefix="matches.finishingTypes"
                  single
                />
              </Section>
            </Box>
            <PlayerShotsSection figures={data.shotFigures} />
            <Section title={t('stats.player.matches')}>
              <PlayerMatchesTable
                teamId={teamId}
                rows={data.matches}
                csvName={`${slug}-${t('stats.csv.matches')}`}
              />
            </Section>
          </StagedSections>
        )}
      </StatsContent>
    </Box>
  );
}

export default PlayerStatsPage;
