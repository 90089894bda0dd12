import LockRounded from '@mui/icons-material/LockRounded';
import type { TBillingPeriod, TPlanOffer } from '@futsal/shared/schemas/subscription';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { useCreateSubscriptionMutation } from '../api/create-subscription';
import { useCurrentSubscriptionQuery } from '../api/get-current-subscription';
import { usePlansQuery } from '../api/get-plans';
import { BillingPeriodToggle } from '../components/BillingPeriodToggle';
import { PlanCard, type PlanCardAction } from '../components/PlanCard';
import { isPlan, planName } from '../format';
import { PLANS } from '@futsal/shared/limits';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

const GRID = {
  display: 'grid',
  gap: 3,
  pt: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
};

/** Translated text of a failed checkout start (spec §8). */
function createErrorText(err: unknown, t: (k: string) => string): string {
  if (isApiError(err) && err.code === 'PAYMENT_PROVIDER_ERROR')
    return t('subscription.error.recurring');
  if (isApiError(err) && err.message) return err.message;
  return t('subscription.error.create');
}

/** /pricing (public): the plans, monthly or yearly, with the current plan marked when signed in. */
export default function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.title'));
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const period: TBillingPeriod = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const plans = usePlansQuery();
  const { data: offers } = useDeferredQuery(plans);
  const current = useCurrentSubscriptionQuery(isAuthenticated);
  const create = useCreateSubscriptionMutation();
  const activePlan = isAuthenticated ? (current.data?.plan?.id ?? null) : null;
  const resumed = useRef(false);

  const setPeriod = (p: TBillingPeriod) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('period', p);
        return next;
      },
      { replace: true },
    );

  // Back from the login page with the plan chosen before: go on to the checkout.
  const wanted = params.get('plan');
  useEffect(() => {
    if (resumed.current || !isAuthenticated || !isPlan(wanted) || !current.isSuccess || activePlan)
      return;
    resumed.current = true;
    create.mutate({ plan: wanted, period });
  }, [isAuthenticated, wanted, current.isSuccess, activePlan, period, create]);

  const actionFor = (offer: TPlanOffer): PlanCardAction => {
    const name = planName(offer.id);
    if (!isAuthenticated) {
      return {
        label: t('pricing.subscribe'),
        onClick: () => {
          enqueueSnackbar(t('subscription.error.loginRequired'), { variant: 'info' });
          navigate('/login', { state: { from: `/pricing?period=${period}&plan=${offer.id}` } });
        },
      };
    }
    if (activePlan === offer.id) {
      return {
        label: t('pricing.manage'),
        onClick: () => navigate('/subscription'),
        variant: 'outlined',
      };
    }
    if (activePlan) {
      const upgrade = PLANS.indexOf(offer.id) > PLANS.indexOf(activePlan);
      return {
        label: upgrade
          ? t('pricing.upgradeTo', { plan: name })
          : t('pricing.changeTo', { plan: name }),
        onClick: () => navigate(`/subscription?change=${offer.id}&period=${period}`),
      };
    }
    return {
      label: t('pricing.choose', { plan: name }),
      onClick: () => create.mutate({ plan: offer.id, period }),
      pending: create.isPending && create.variables?.plan === offer.id,
      disabled: create.isPending || (isAuthenticated && current.isPending),
    };
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        alignItems: 'center',
        py: { xs: 1, sm: 3 },
      }}
      data-testid="pricing-page"
    >
      <Box sx={{ textAlign: 'center', maxWidth: 640 }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '2rem', sm: '2.5rem' } }}
        >
          {t('pricing.title')}
        </Typography>
        <Typography color="text.secondary">{t('pricing.subtitle')}</Typography>
      </Box>
      <BillingPeriodToggle value={period} onChange={setPeriod} />
      {create.isError && (
        <Alert severity="error" sx={{ width: '100%' }} data-testid="pricing-error">
          {createErrorText(create.error, t)}
        </Alert>
      )}
      {create.isSuccess && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {t('pricing.redirecting')}
        </Alert>
      )}
      {plans.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void plans.refetch()}>{t('pricing.retry')}</Button>}
        >
          {t('pricing.loadError')}
        </Alert>
      ) : (
        <Box sx={{ ...GRID, width: '100%' }}>
          {offers
            ? [
                <PlanCard
                  key="none"
                  tier="none"
                  price={0}
                  period={period}
                  currency={offers.currency}
                  current={isAuthenticated && current.isSuccess && !activePlan}
                  action={
                    isAuthenticated
                      ? undefined
                      : { label: t('pricing.free.start'), onClick: () => navigate('/register') }
                  }
                />,
                ...offers.plans.map((offer) => (
                  <PlanCard
                    key={offer.id}
                    tier={offer.id}
                    price={period === 'monthly' ? offer.prices.monthly : offer.prices.yearly}
                    period={period}
                    currency={offers.currency}
                    highlighted={offer.id === 'club' && !activePlan}
                    current={activePlan === offer.id}
                    action={actionFor(offer)}
                  />
                )),
              ]
            : [0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={460} sx={{ borderRadius: 3 }} />
              ))}
        </Box>
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', textAlign: 'center', maxWidth: 640 }}
      >
        <LockRounded fontSize="small" />
        {isAuthenticated ? t('pricing.secure') : `${t('pricing.loginHint')} ${t('pricing.secure')}`}
      </Typography>
    </Box>
  );
}
