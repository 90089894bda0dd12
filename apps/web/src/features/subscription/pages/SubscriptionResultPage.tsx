import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import type { TSubscriptionHistoryResponse } from '@futsal/shared/schemas/subscription';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { useSubscriptionHistoryQuery } from '../api/get-subscription-history';
import { subscriptionKeys } from '../api/keys';
import { planName } from '../format';
import { planTexts } from '../plan-lines';

export type TResultOutcome = 'success' | 'failure' | 'pending';
type View = 'waiting' | 'success' | 'failure' | 'pending' | 'unknown';

const POLL_MS = 2000;

const LOOK = {
  success: { Icon: CheckCircleRounded, tone: 'success' },
  failure: { Icon: ErrorRounded, tone: 'error' },
  pending: { Icon: HourglassTopRounded, tone: 'info' },
  unknown: { Icon: HelpRounded, tone: 'warning' },
} as const;

/**
 * Where the provider sends the browser back. The redirect proves nothing: the
 * page asks the server until the provider's webhook has settled the
 * subscription, and shows what the server says.
 */
export function SubscriptionResultPage({ outcome }: { outcome: TResultOutcome }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const id = params.get('subscription');
  const find = (data: TSubscriptionHistoryResponse | undefined) =>
    data?.subscriptions.find((s) => s.id === id) ?? null;
  // Keep asking while the provider has not answered yet.
  const history = useSubscriptionHistoryQuery(isAuthenticated, (data) =>
    !data || find(data)?.status === 'pending' ? POLL_MS : false,
  );
  const sub = find(history.data);

  const queryClient = useQueryClient();
  const settled = Boolean(sub && sub.status !== 'pending');
  useEffect(() => {
    // The top bar's button and the limits shown elsewhere follow the new plan.
    if (settled) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
  }, [settled, queryClient]);

  let view: View;
  if (!isAuthenticated) view = outcome;
  else if (!sub) view = history.isPending ? 'waiting' : history.isError ? outcome : 'unknown';
  else if (sub.status === 'active' || sub.status === 'cancelled') view = 'success';
  else if (sub.status === 'pending') view = outcome === 'pending' ? 'pending' : 'waiting';
  else view = 'failure';

  const title = view === 'waiting' ? t('billing.result.waiting') : t(`billing.result.${view}Title`);
  usePageTitle(title);
  const text =
    view === 'waiting'
      ? t('billing.result.waitingHint')
      : view === 'success'
        ? sub
          ? t('billing.result.successText', { plan: planName(sub.plan) })
          : t('billing.result.successPlain')
        : t(`billing.result.${view}Text`);
  // What the plan gives, from PLAN_TABLE: the promise made here is the table the server enforces.
  const gives = view === 'success' && sub ? planTexts(sub.plan, t) : [];
  const look = view === 'waiting' ? null : LOOK[view];

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper
        variant="outlined"
        data-testid="subscription-result"
        data-view={view}
        sx={{
          borderRadius: 3,
          p: { xs: 3, sm: 6 },
          maxWidth: 560,
          width: '100%',
          textAlign: 'center',
          backgroundImage: (theme) =>
            look
              ? `radial-gradient(circle at 50% -10%, ${alpha(theme.palette[look.tone].main, 0.14)}, transparent 60%)`
              : 'none',
        }}
      >
        <Box sx={{ mb: 2, display: 'grid', placeItems: 'center', minHeight: 72 }}>
          {look ? (
            <look.Icon color={look.tone} sx={{ fontSize: 72 }} />
          ) : (
            <CircularProgress size={56} />
          )}
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }} aria-live="polite">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: gives.length ? 2 : 4 }}>
          {text}
        </Typography>
        {gives.length > 0 && (
          <Box
            component="ul"
            data-testid="result-plan-lines"
            sx={{ textAlign: 'start', display: 'inline-grid', gap: 0.5, mt: 0, mb: 4, pl: 3 }}
          >
            {gives.map((line) => (
              <Typography component="li" key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {!isAuthenticated ? (
            <Button
              component={RouterLink}
              to="/login"
              state={{ from: `/subscription` }}
              variant="contained"
            >
              {t('billing.result.login')}
            </Button>
          ) : view === 'failure' ? (
            <>
              <Button
                component={RouterLink}
                to="/pricing"
                variant="contained"
                data-testid="result-retry"
              >
                {t('billing.result.retry')}
              </Button>
              <Button component={RouterLink} to="/subscription">
                {t('billing.result.toSubscription')}
              </Button>
            </>
          ) : (
            <>
              <Button
                component={RouterLink}
                to="/subscription"
                variant="contained"
                data-testid="result-to-subscription"
              >
                {t('billing.result.toSubscription')}
              </Button>
              <Button component={RouterLink} to="/teams">
                {t('billing.result.toTeams')}
              </Button>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

export default SubscriptionResultPage;
