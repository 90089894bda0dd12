import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import type { TPublicLiveMatch } from '@futsal/shared/schemas/live-share';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate } from '../../../i18n/dates';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { PublicTimeline } from '../components/PublicTimeline';
import { liveClockAt } from '../lib/live-clock';
import { usePublicLive } from '../lib/use-public-live';

/** A shared link must not end up in a search engine's index. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="sticky" color="inherit" sx={{ bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLogo size={32} showName="wide" />
          <Box sx={{ flex: 1 }} />
          <LanguageSelect />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ p: { xs: 1.5, sm: 3 }, width: '100%', maxWidth: 720, mx: 'auto' }}
      >
        {children}
      </Box>
    </Box>
  );
}

function StatusChip({ live }: { live: TPublicLiveMatch }) {
  const { t } = useTranslation();
  if (live.abandoned)
    return <Chip size="small" color="warning" label={t('liveShare.page.abandoned')} />;
  if (live.finished || live.status === 'finished')
    return <Chip size="small" color="success" label={t('liveShare.page.finished')} />;
  if (live.running)
    return (
      <Chip
        size="small"
        color="error"
        data-testid="live-badge"
        label={t('matches.status.live')}
        icon={
          <Box
            component="span"
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'currentColor',
              ml: '8px !important',
              '@keyframes livePulse': { '50%': { opacity: 0.3 } },
              animation: 'livePulse 1.6s ease-in-out infinite',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
      />
    );
  if (live.period)
    return (
      <Chip
        size="small"
        label={t('liveShare.page.periodEnded', { period: t(`matches.periods.${live.period}`) })}
      />
    );
  if (live.status === 'postponed' || live.status === 'cancelled')
    return <Chip size="small" label={t(`matches.status.${live.status}`)} />;
  return <Chip size="small" label={t('liveShare.page.notStarted')} />;
}

/** Both team names around the score: bold, smaller on phones, wrapping anywhere. */
const TEAM_NAME_SX = {
  fontWeight: 700,
  fontSize: { xs: '1rem', sm: '1.25rem' },
  overflowWrap: 'anywhere',
} as const;

function Scoreboard({ live, receivedAt }: { live: TPublicLiveMatch; receivedAt: number }) {
  const { t } = useTranslation();
  // The clock counts whole seconds from the poll's arrival.
  const now = useNow(live.running, (at) => Math.floor((at - receivedAt) / 1000));
  const clock = liveClockAt(live, receivedAt, now);
  const [left, right] = live.isHome
    ? [live.teamName, live.opponent]
    : [live.opponent, live.teamName];
  const [leftScore, rightScore] = live.isHome
    ? [live.score.us, live.score.rival]
    : [live.score.rival, live.score.us];
  const heading = [live.competition, live.round].filter(Boolean).join(' · ');
  return (
    <Paper
      variant="outlined"
      data-testid="live-scoreboard"
      sx={(theme) => ({
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        textAlign: 'center',
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.secondary.main, 0.1)})`,
      })}
    >
      {heading && (
        <Typography variant="body2" color="text.secondary" data-testid="live-competition">
          {heading}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <StatusChip live={live} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          mt: 2,
        }}
      >
        <Typography component="h1" sx={TEAM_NAME_SX} data-testid="live-home">
          {left}
        </Typography>
        {/* A figure, not a paragraph nor a heading (axe's p-as-heading read a big bold <p> as one);
            a screen reader hears whose each goal count is. */}
        <Typography
          component="div"
          data-testid="live-score"
          sx={{
            fontSize: { xs: '2.75rem', sm: '3.5rem' },
            fontWeight: 800,
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          <span aria-hidden="true">
            {leftScore} – {rightScore}
          </span>
          <VisuallyHidden>{`${left} ${leftScore}, ${right} ${rightScore}`}</VisuallyHidden>
        </Typography>
        <Typography component="p" sx={TEAM_NAME_SX} data-testid="live-away">
          {right}
        </Typography>
      </Box>
      {live.shootout && (
        <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="live-shootout">
          {t('liveShare.page.shootout', {
            us: live.isHome ? live.shootout.us : live.shootout.rival,
            rival: live.isHome ? live.shootout.rival : live.shootout.us,
          })}
        </Typography>
      )}
      {live.period ? (
        <Box sx={{ mt: 2 }}>
          <Typography
            data-testid="live-clock"
            data-running={live.running}
            sx={{
              fontSize: { xs: '2rem', sm: '2.5rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.1,
            }}
          >
            {clock.display}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`matches.periods.${live.period}`)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('liveShare.page.kickoff', { date: formatDate(live.date, 'medium') })} ·{' '}
          {dayjs(live.date).format('HH:mm')}
        </Typography>
      )}
    </Paper>
  );
}

function Inactive() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="live-inactive"
      sx={{ p: { xs: 3, sm: 5 }, mt: { xs: 2, sm: 6 }, borderRadius: 3, textAlign: 'center' }}
    >
      <LinkOffRounded sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
        {t('liveShare.page.inactiveTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('liveShare.page.inactiveText')}
      </Typography>
    </Paper>
  );
}

/** /live/:token — the read-only live page for parents and fans, no sign-in (decision 0053). */

export function LiveSharePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const view = usePublicLive(token);
  const live = view.data;
  useNoIndex();
  usePageTitle(
    view.inactive
      ? t('liveShare.page.inactiveTitle')
      : live
        ? `${live.isHome ? live.teamName : live.opponent} – ${live.isHome ? live.opponent : live.teamName}`
        : t('liveShare.page.title'),
  );

  if (view.inactive)
    return (
      <Frame>
        <Inactive />
      </Frame>
    );
  return (
    <Frame>
      {!live ? (
        <Stack spacing={2} data-testid="live-loading">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Stack spacing={2} data-testid="live-page">
          {view.offline && (
            <Alert severity="warning" data-testid="live-offline">
              {t('liveShare.page.reconnecting')}
            </Alert>
          )}
          <Scoreboard live={live} receivedAt={view.receivedAt} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('liveShare.page.timeline')}
            </Typography>
            <PublicTimeline live={live} />
          </Paper>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('liveShare.page.autoRefresh')}
            {live.running ? ` · ${t('liveShare.page.clockNote')}` : ''}
          </Typography>
        </Stack>
      )}
    </Frame>
  );
}

export default LiveSharePage;
