import CancelRounded from '@mui/icons-material/CancelRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { PLANS } from '@futsal/shared/limits';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentSubscriptionQuery } from '../api/get-current-subscription';
import { usePlansQuery } from '../api/get-plans';
import { useSubscriptionHistoryQuery } from '../api/get-subscription-history';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { PaymentHistory } from '../components/PaymentHistory';
import { PlanChangeOptions, planChoices } from '../components/PlanChangeOptions';
import { SubscriptionSummary } from '../components/SubscriptionSummary';
import { useSubscriptionActions } from '../components/use-subscription-actions';
import { formatMoney, isPlan } from '../format';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

function NoSubscription() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="no-subscription"
    >
      <WorkspacePremiumRounded color="secondary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('billing.none.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        {t('billing.none.text')}
      </Typography>
      <Button component={RouterLink} to="/pricing" variant="contained" size="large">
        {t('billing.none.cta')}
      </Button>
    </Paper>
  );
}

/** /subscription: the plan in force, its actions, and the payment history. */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('billing.title'));
  const current = useCurrentSubscriptionQuery();
  const history = useSubscriptionHistoryQuery();
  const { data: payments } = useDeferredQuery(history);
  const plans = usePlansQuery();
  const [params, setParams] = useSearchParams();
  const s = current.data?.subscription ?? null;
  const priceOf = ({
    plan,
    period,
  }: {
    plan: (typeof PLANS)[number];
    period: 'monthly' | 'yearly';
  }) => {
    const offer = plans.data?.plans.find((p) => p.id === plan);
    return offer && plans.data
      ? formatMoney(offer.prices[period], plans.data.currency, i18n.language)
      : '';
  };
  const actions = useSubscriptionActions(s, priceOf);

  // Spec §8: a failed history load is only logged.
  useEffect(() => {
    if (history.isError) console.error(t('subscription.error.history'), history.error);
  }, [history.isError, history.error, t]);

  // Arriving from /pricing with a plan chosen: open its confirmation once.
  const handled = useRef(false);
  useEffect(() => {
    const wanted = params.get('change');
    if (handled.current || !s || s.status !== 'active' || !isPlan(wanted)) return;
    handled.current = true;
    const choice =
      planChoices(s).find(
        (c) => c.plan === wanted && c.period === (params.get('period') ?? s.period),
      ) ?? planChoices(s).find((c) => c.plan === wanted);
    if (choice) actions.open({ kind: 'change', choice });
    setParams({}, { replace: true });
  }, [s, params, setParams, actions]);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}
      data-testid="subscription-page"
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('billing.title')}
      </Typography>
      {current.isPending && <Skeleton variant="rounded" height={220} sx={{ borderRadius: 3 }} />}
      {current.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void current.refetch()}>
              {t('pricing.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('subscription.error.load')}</AlertTitle>
          {t('subscription.error.current')}
        </Alert>
      )}
      {current.isSuccess && !s && <NoSubscription />}
      {s && (
        <SubscriptionSummary
          subscription={s}
          price={priceOf(s)}
          onKeepCurrent={actions.keepCurrent}
          actions={
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {s.status === 'active' && (
                <PlanChangeOptions
                  subscription={s}
                  onChoose={(choice) => actions.open({ kind: 'change', choice })}
                />
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {s.status === 'active' && (
                  <Button
                    color="error"
                    startIcon={<CancelRounded />}
                    onClick={() => actions.open({ kind: 'cancel' })}
                    data-testid="cancel-subscription"
                  >
                    {t('billing.actions.cancel')}
                  </Button>
                )}
                {s.status === 'cancelled' && (
                  <Button
                    variant="contained"
                    startIcon={<RestartAltRounded />}
                    onClick={() => actions.open({ kind: 'reactivate' })}
                    data-testid="reactivate-subscription"
                  >
                    {t('billing.actions.reactivate')}
                  </Button>
                )}
              </Box>
            </Box>
          }
        />
      )}
      {/* Below the plan, whose skeleton is not its height: drawn first, the history would move. */}
      {payments && !current.isPending && <PaymentHistory subscriptions={payments.subscriptions} />}
      {actions.dialog && <ConfirmActionDialog {...actions.dialog} />}
    </Box>
  );
}
