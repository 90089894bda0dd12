import AddRounded from '@mui/icons-material/AddRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import { LIMITS } from '@futsal/shared/limits';
import type { TMatch } from '@futsal/shared/schemas/match';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { firstUpper } from '../../../lib/first-upper';
import { useCan } from '../api/use-team-role';
import { Link as RouterLink } from 'react-router';

interface Props {
  teamId: string;
  match: TMatch | null;
  loading: boolean;
  competitionName?: string;
  /** Too few players for a lineup: the card then leads to the squad first (decision 0119). */
  needsPlayers?: boolean;
}

/** "Saturday 14 March, 18:30" in the interface language; a line's first letter a capital. */
export function kickOffText(date: string, lng: string): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const when = new Intl.DateTimeFormat(lng, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
  return firstUpper(when, lng);
}

/**
 * The height a match's lines take on a laptop: the card keeps it in every state, so the
 * sections below do not move when the matches arrive, whichever came first (decision 0110).
 */
const MATCH_LINES = '10.5rem';

/** The team page's next match: when, where, against whom, and the way into it (squad first, then live). */
export function NextMatchCard({
  teamId,
  match,
  loading,
  competitionName,
  needsPlayers = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const matches = `/teams/${teamId}/matches`;
  // Adding players or a match is the editors' (decision 0181): staff read that none is set.
  const canEdit = useCan(teamId, 'team.edit');
  const canLog = useCan(teamId, 'match.log');
  return (
    <Card variant="outlined" data-testid="next-match-card" sx={{ height: '100%' }}>
      <CardContent
        sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {t('teamUx.nextMatch.title')}
          </Typography>
          <Button component={RouterLink} to={matches} size="small" data-testid="next-match-all">
            {t('teamUx.nextMatch.all')}
          </Button>
        </Box>
        <Box
          sx={{
            minHeight: MATCH_LINES,
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          {loading ? (
            <Skeleton variant="rounded" sx={{ flex: 1 }} />
          ) : !match ? (
            <Box
              data-testid="next-match-empty"
              sx={{
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                alignItems: 'flex-start',
                gap: 1,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t('teamUx.nextMatch.none')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {needsPlayers && canEdit
                  ? t('teamUx.nextMatch.needsPlayers', { min: LIMITS.lineup.starters })
                  : t('teamUx.nextMatch.noneText')}
              </Typography>
              {!canEdit ? null : needsPlayers ? (
                <Button
                  component={RouterLink}
                  to={`/teams/${teamId}/players?add=1`}
                  variant="contained"
                  startIcon={<GroupAddRounded />}
                  data-testid="next-match-add-players"
                >
                  {t('teamUx.nextMatch.addPlayers')}
                </Button>
              ) : (
                <Button
                  component={RouterLink}
                  to={`${matches}?new=1`}
                  variant="contained"
                  startIcon={<AddRounded />}
                  data-testid="next-match-create"
                >
                  {t('teamUx.nextMatch.create')}
                </Button>
              )}
            </Box>
          ) : (
            <>
              <Box>
                <Typography
                  variant="subtitle1"
                  sx={{ fontWeight: 700, fontSize: '1.15rem' }}
                  data-testid="next-match-opponent"
                >
                  {match.isHome
                    ? t('matches.vs', { opponent: match.opponent })
                    : t('matches.at', { opponent: match.opponent })}
                </Typography>
                <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
                  <Typography
                    variant="body2"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                    data-testid="next-match-when"
                  >
                    <EventRounded fontSize="small" />{' '}
                    {kickOffText(match.date, i18n.resolvedLanguage ?? i18n.language)}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <PlaceRounded fontSize="small" /> {match.location}
                  </Typography>
                </Stack>
                <Stack
                  direction="row"
                  spacing={0.75}
                  sx={{ mt: 1.25, flexWrap: 'wrap', rowGap: 0.75 }}
                >
                  {match.status === 'live' && (
                    <Chip size="small" color="error" label={t('matches.status.live')} />
                  )}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={match.isHome ? t('matches.home') : t('matches.away')}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`labels.matchType.${match.type}`)}
                  />
                  {competitionName && (
                    <Chip
                      size="small"
                      color="secondary"
                      variant="outlined"
                      label={competitionName}
                    />
                  )}
                </Stack>
              </Box>
              <Box sx={{ mt: 'auto' }}>
                <Button
                  component={RouterLink}
                  to={`${matches}/${match.id}`}
                  variant="contained"
                  startIcon={
                    match.lineup && canLog ? <PlayArrowRounded /> : <SportsSoccerRounded />
                  }
                  data-testid="next-match-open"
                >
                  {/* Only a role that logs matches picks the squad or starts the live log. */}
                  {match.status === 'live' || !canLog
                    ? t('teamUx.nextMatch.open')
                    : match.lineup
                      ? t('teamUx.nextMatch.startLive')
                      : t('teamUx.nextMatch.pickSquad')}
                </Button>
              </Box>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
