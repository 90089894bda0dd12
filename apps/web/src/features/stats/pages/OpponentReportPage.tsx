import type { TOpponentReport } from '@futsal/shared/schemas/opponent';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { fileSlug } from '../../../lib/save-blob';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportButton } from '../../reports';
import { useTeamQuery } from '../../teams';
import { useOpponentReportQuery, useOpponentsQuery } from '../api/get-opponent';
import { PeriodTables, SituationsTable, ZonesAgainstTable } from '../components/OpponentTables';
import { RecentResults } from '../components/RecentResults';
import { Section } from '../components/Section';
import { ShotMap } from '../components/ShotMap';
import { StatsPageHeader } from '../components/StatsPageHeader';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
} as const;

function Figures({ teamId, report }: { teamId: string; report: TOpponentReport }) {
  const { t } = useTranslation();
  const r = report.record;
  const s = report.shotFigures;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="opponent-record">
        <Chip label={`${t('stats.opponent.played')}: ${r.gamesPlayed}`} />
        <Chip color="success" variant="outlined" label={`${t('stats.opponent.wins')}: ${r.wins}`} />
        <Chip variant="outlined" label={`${t('stats.opponent.draws')}: ${r.draws}`} />
        <Chip
          color="error"
          variant="outlined"
          label={`${t('stats.opponent.losses')}: ${r.losses}`}
        />
        <Chip
          variant="outlined"
          label={`${t('stats.opponent.goals')}: ${r.goalsFor}–${r.goalsAgainst}`}
        />
      </Stack>
      <Box sx={twoColumns}>
        <Section title={t('stats.opponent.results')} testid="opponent-results">
          <RecentResults teamId={teamId} results={report.matches} limit={report.matches.length} />
        </Section>
        <Section title={t('stats.opponent.periods')}>
          <PeriodTables report={report} />
        </Section>
      </Box>
      <Section title={t('stats.opponent.theirShots')} testid="opponent-shots">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('stats.opponent.shotsLine', { shots: s.shots.against, xg: s.xg.against.toFixed(2) })}
        </Typography>
        <ShotMap shots={s.map.filter((m) => m.side === 'rival')} testid="opponent-shot-map" />
        <Box sx={twoColumns}>
          <ZonesAgainstTable zones={s.zones} />
          <SituationsTable situations={report.situations} />
        </Box>
      </Section>
    </Stack>
  );
}

/** /teams/{teamId}/stats/opponent?name=: everything logged against one rival (issue 38). */
export function OpponentReportPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const team = useTeamQuery(teamId);
  const opponents = useOpponentsQuery(teamId);
  const report = useOpponentReportQuery(teamId, name);
  usePageTitle(t('pages.opponent.title'));
  const options = opponents.data?.opponents ?? [];
  // A name from a match link that differs only by case or accents still shows as chosen.
  const chosen = options.find((o) => o.name === name)?.name ?? (name || '');
  const listed = chosen && !options.some((o) => o.name === chosen);

  return (
    <Box data-testid="opponent-report">
      <StatsPageHeader
        title={t('pages.opponent.title')}
        subtitle={team.data?.name ?? ''}
        actions={
          name ? (
            <ReportButton
              kind="opponent"
              id={teamId}
              opponent={name}
              fallbackName={fileSlug(name)}
            />
          ) : null
        }
      />
      <TextField
        select
        label={t('stats.opponent.pick')}
        value={chosen}
        onChange={(e) => setParams({ name: e.target.value }, { replace: true })}
        sx={{ minWidth: 260, mb: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'opponent-picker' } }}
      >
        {listed ? <MenuItem value={chosen}>{chosen}</MenuItem> : null}
        {options.map((o) => (
          <MenuItem key={o.name} value={o.name}>
            {`${o.name} (${o.finished})`}
          </MenuItem>
        ))}
      </TextField>
      {!name ? (
        <Alert severity="info">{t('stats.opponent.choose')}</Alert>
      ) : report.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : report.isError ? (
        <Alert severity="error">{errorMessage(report.error, t, 'reports.tryAgain')}</Alert>
      ) : report.data.record.gamesPlayed === 0 ? (
        <Alert severity="info" data-testid="opponent-empty">
          {t('stats.opponent.none')}
        </Alert>
      ) : (
        <Figures teamId={teamId} report={report.data} />
      )}
    </Box>
  );
}

export default OpponentReportPage;
