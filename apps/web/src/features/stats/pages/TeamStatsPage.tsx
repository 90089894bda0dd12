import DashboardRounded from '@mui/icons-material/DashboardRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportButton } from '../../reports';
import { useTeamQuery } from '../../teams';
import { useTeamStatsQuery } from '../api/get-team-stats';
import { TypesChart } from '../components/charts';
import { KpiCards } from '../components/KpiCards';
import { PlayersStatsTable } from '../components/PlayersStatsTable';
import { QuintetsTable } from '../components/QuintetsTable';
import { RotationsSections } from '../components/RotationsSections';
import { ShotFiguresSection } from '../components/ShotFiguresSection';
import { RecentResults } from '../components/RecentResults';
import { Section } from '../components/Section';
import { SplitsTable } from '../components/SplitsTable';
import { StatsEmptyState } from '../components/StatsEmptyState';
import { StatsFilters } from '../components/StatsFilters';
import { StatsPageHeader } from '../components/StatsPageHeader';
import { StagedSections } from '../../../components/StagedSections';
import { StatsContent } from '../components/StatsContent';
import { TeamFigures } from '../components/TeamFigures';
import { fileSlug } from '../../../lib/save-blob';
import { isFiltered } from '../lib/stats-query';
import { opponentReportPath } from '../lib/opponent-path';
import { useStatsFilters } from '../lib/use-stats-filters';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
} as const;

/** /teams/{teamId}/stats: every table of the team over the filtered period. */
export function TeamStatsPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { search } = useLocation();
  const [filters, setFilters] = useStatsFilters();
  const team = useTeamQuery(teamId);
  const stats = useTeamStatsQuery(teamId, filters);
  usePageTitle(t('pages.stats.title'));
  const data = stats.data;
  const name = team.data?.name ?? '';
  const slug = fileSlug(name);
  const names = useMemo(
    () => new Map((data?.players ?? []).map((p) => [p.playerId, p.name])),
    [data?.players],
  );

  return (
    <Box data-testid="team-stats">
      <StatsPageHeader
        title={t('pages.stats.title')}
        subtitle={name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/teams/${teamId}/summary${search}`}
              startIcon={<DashboardRounded />}
              variant="text"
            >
              {t('stats.summaryLink')}
            </Button>
            <Button
              component={RouterLink}
              to={opponentReportPath(teamId)}
              startIcon={<PersonSearchRounded />}
              variant="text"
              data-testid="opponent-report-link"
            >
              {t('stats.opponent.link')}
            </Button>
            <ReportButton kind="team" id={teamId} filters={filters} fallbackName={slug} />
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
            <Section title={t('stats.sections.players')}>
              <PlayersStatsTable
                teamId={teamId}
                players={data.players}
                csvName={`${slug}-${t('stats.csv.players')}`}
              />
            </Section>
            <TeamFigures stats={data} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0,1fr)', xl: 'minmax(0,1fr) minmax(0,1fr)' },
              }}
            >
              <Section title={t('stats.sections.quintets')}>
                <QuintetsTable
                  quintets={data.quintets}
                  names={names}
                  csvName={`${slug}-${t('stats.csv.quintets')}`}
                />
              </Section>
              <Section title={t('stats.sections.splits')}>
                <SplitsTable splits={data.splits} csvName={`${slug}-${t('stats.csv.splits')}`} />
              </Section>
            </Box>
            <RotationsSections rotations={data.rotations} names={names} csvPrefix={slug} />
            <Box sx={twoColumns}>
              <Section title={t('stats.charts.goalTypes')}>
                <TypesChart data={data.goals.types} labelPrefix="labels.goalType" />
              </Section>
              <Section title={t('stats.charts.finishing')}>
                <TypesChart data={data.goals.finishing} labelPrefix="matches.finishingTypes" />
              </Section>
            </Box>
            <ShotFiguresSection
              figures={data.shotFigures}
              names={names}
              testid="team-shot-figures"
            />
            <Section title={t('stats.sections.results')}>
              <RecentResults teamId={teamId} results={data.results} limit={data.results.length} />
            </Section>
          </StagedSections>
        )}
      </StatsContent>
    </Box>
  );
}

export default TeamStatsPage;
