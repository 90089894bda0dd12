import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GUIDE_MIN_PLAYERS, type TGuideStep, type TGuideStepKey } from '../lib/guided-path';

interface Props {
  teamId: string;
  steps: readonly TGuideStep[];
  /** The team's players so far, for the players step's "2 of 5". */
  players: number | null;
  onDismiss: () => void;
}

/** Where each step's button leads: the page that does it, its form opened (`?add=1`, `?new=1`). */
function actionOf(teamId: string, key: TGuideStepKey): string | null {
  const base = `/teams/${teamId}`;
  if (key === 'players') return `${base}/players?add=1`;
  if (key === 'competition') return `${base}/tournaments/new`;
  if (key === 'match') return `${base}/matches?new=1`;
  return null;
}

function StepMark({ index, state }: { index: number; state: TGuideStep['state'] }) {
  const isDone = state === 'done';
  const isNext = state === 'next';
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: '0.875rem',
        color: isDone
          ? 'secondary.contrastText'
          : isNext
            ? 'primary.contrastText'
            : 'text.secondary',
        bgcolor: isDone ? 'secondary.main' : isNext ? 'primary.main' : 'transparent',
        border: isDone || isNext ? 0 : 2,
        borderColor: 'divider',
      }}
    >
      {isDone ? <CheckRounded fontSize="small" /> : index + 1}
    </Box>
  );
}

/**
 * A new team's first steps on its page (decision 0119): what is done, what comes next, each
 * with the button that does it. The page shows it while a step is left and it is not closed.
 */
export function GuidedPath({ teamId, steps, players, onDismiss }: Props) {
  const { t } = useTranslation();
  const doneCount = steps.filter((s) => s.state === 'done').length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="guided-path-title"
      data-testid="guided-path"
      sx={{
        mb: 3,
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.4),
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.08)}, ${alpha(theme.palette.secondary.main, 0.04)} 70%)`,
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14),
          }}
        >
          <FlagRounded />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="guided-path-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {t('teamUx.guide.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="guided-path-progress">
            {t('teamUx.guide.progress', { done: doneCount, total: steps.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(doneCount / steps.length) * 100}
            aria-label={t('teamUx.guide.progress', { done: doneCount, total: steps.length })}
            sx={{ mt: 1, height: 6, borderRadius: 3, maxWidth: 320 }}
          />
        </Box>
        <IconButton
          onClick={onDismiss}
          aria-label={t('teamUx.guide.dismiss')}
          data-testid="guided-path-dismiss"
          sx={{ mt: -0.5, mr: -0.5 }}
        >
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          px: { xs: 2, sm: 2.5 },
          pb: { xs: 2, sm: 2.5 },
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, 1fr)' },
        }}
      >
        {steps.map((step, i) => {
          const to = actionOf(teamId, step.key);
          const isDone = step.state === 'done';
          const isNext = step.state === 'next';
          const count =
            step.key === 'players' && !isDone && players !== null && players > 0
              ? t('teamUx.guide.playersCount', { n: players, min: GUIDE_MIN_PLAYERS })
              : null;
          return (
            <Box
              component="li"
              key={step.key}
              data-testid={`guide-step-${step.key}`}
              data-state={step.state}
              aria-current={isNext ? 'step' : undefined}
              sx={{
                p: 2,
                borderRadius: 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.25,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: isNext ? 'primary.main' : 'divider',
                boxShadow: isNext ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
              }}
            >
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <StepMark index={i} state={step.state} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
                    {t(`teamUx.guide.steps.${step.key}.title`)}
                    {isDone && (
                      <Box component="span" sx={visuallyHidden}>
                        {` (${t('teamUx.guide.done')})`}
                      </Box>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`teamUx.guide.steps.${step.key}.text`, { min: GUIDE_MIN_PLAYERS })}
                  </Typography>
                  {count && (
                    <Typography
                      variant="body2"
                      sx={{ mt: 0.5, fontWeight: 600, color: 'primary.main' }}
                      data-testid="guide-players-count"
                    >
                      {count}
                    </Typography>
                  )}
                </Box>
              </Box>
              <Box sx={{ mt: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 36 }}>
                {to && !isDone && step.state !== 'unknown' && (
                  <Button
                    component={RouterLink}
                    to={to}
                    variant={isNext ? 'contained' : 'outlined'}
                    size="small"
                    data-testid={`guide-action-${step.key}`}
                  >
                    {t(`teamUx.guide.steps.${step.key}.action`)}
                  </Button>
                )}
                {/* A squad kept in a spreadsheet goes in at once (decision 0116). */}
                {step.key === 'players' && !isDone && step.state !== 'unknown' && (
                  <Button
                    component={RouterLink}
                    to={`/teams/${teamId}/players?import=1`}
                    variant="outlined"
                    size="small"
                    data-testid="guide-action-import"
                  >
                    {t('teamUx.guide.steps.players.import')}
                  </Button>
                )}
                {isDone && (
                  <Typography
                    variant="body2"
                    aria-hidden
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      fontWeight: 600,
                      // Green text at AA on the paper: the darker shade on white, the main on grey.
                      color: (theme) =>
                        theme.palette.mode === 'dark'
                          ? theme.palette.secondary.main
                          : theme.palette.secondary.dark,
                    }}
                  >
                    <CheckRounded fontSize="small" /> {t('teamUx.guide.done')}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}

/** Read by screen readers, not drawn (in px: a bare 1 in `sx` would be 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
