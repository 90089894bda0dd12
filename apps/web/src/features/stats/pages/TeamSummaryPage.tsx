import TableChartRounded from '@mui/icons-material/TableChartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportButton } from '../../reports';
import { useTeamQuery } from '../../teams';
import { useTeamStatsQuery } from '../api/get-team-stats';
import { GoalsByBandChart, GoalsByPeriodChart, TypesChart } from '../components/charts';
import { KpiCards } from '../components/KpiCards';
import { RecentResults } from '../components/RecentResults';
import { Section } from '../components/Section';
import { StatsEmptyState } from '../components/StatsEmptyState';
import { StatsFilters } from '../components/StatsFilters';
import { StatsPageHeader } from '../components/StatsPageHeader';
import { StagedSections } from '../../../components/StagedSections';
import { StatsContent } from '../components/StatsContent';
import { TopPlayers } from '../components/TopPlayers';
import { fileSlug } from '../../../lib/save-blob';
import { isFiltered } from '../lib/stats-query';
import { useStatsFilters } from '../lib/use-stats-filters';

/** /teams/{teamId}/summary: the weekly dashboard. */
export function TeamSummaryPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const [filters, setFilters] = useStatsFilters();
  const { search } = useLocation();
  const team = useTeamQuery(teamId);
  const stats = useTeamStatsQuery(teamId, filters);
  usePageTitle(t('pages.summary.title'));
  const data = stats.data;
  const name = team.data?.name ?? '';

  return (
    <Box data-testid="team-summary">
      <StatsPageHeader
        title={t('pages.summary.title')}
        subtitle={name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/teams/${teamId}/stats${search}`}
              startIcon={<TableChartRounded />}
              variant="text"
            >
              {t('stats.fullStats')}
            </Button>
            <ReportButton kind="team" id={teamId} filters={filters} fallbackName={fileSlug(name)} />
          </>
        }
      />
      <StatsFilters teamId={teamId} value={filters} onChange={setFilters} period={data?.period} />
      <StatsContent
        query={stats}
        empty={{
          when: (d) => d.statistics.gamesPlayed === 0,
          node: (
            <StatsEmptyState
              teamId={teamId}
              filtered={isFiltered(filters)}
              onClear={() => setFilters({ range: 'season' })}
            />
          ),
        }}
      >
        {(data) => (
          <StagedSections>
            <KpiCards stats={data} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,2fr) minmax(0,1fr)' },
              }}
            >
              <Section title={t('stats.charts.byBand')} testid="chart-bands">
                <GoalsByBandChart goals={data.goals} />
              </Section>
              <Section title={t('stats.charts.byPeriod')} testid="chart-periods">
                <GoalsByPeriodChart byPeriod={data.goals.byPeriod} />
              </Section>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
              }}
            >
              <Section title={t('stats.charts.goalTypes')} testid="chart-goal-types">
                <TypesChart data={data.goals.types} labelPrefix="labels.goalType" />
              </Section>
              <Section title={t('stats.recentResults')}>
                <RecentResults teamId={teamId} results={data.results} />
              </Section>
            </Box>
            <Section title={t('stats.topPlayers')}>
              <TopPlayers teamId={teamId} players={data.players} />
            </Section>
          </StagedSections>
        )}
      </StatsContent>
    </Box>
  );
}

export default TeamSummaryPage;
