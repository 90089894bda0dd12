import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import { PLANS, type TPlan } from '@futsal/shared/limits';
import type { TBillingPeriod, TSubscription } from '@futsal/shared/schemas/subscription';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planName } from '../format';

export interface PlanChoice {
  plan: TPlan;
  period: TBillingPeriod;
  upgrade: boolean;
}

/** Every move from the current plan: other plans (same period), and the other period of the same plan. */
export function planChoices(s: TSubscription): PlanChoice[] {
  const rank = (p: TPlan) => PLANS.indexOf(p);
  const others = PLANS.filter((p) => p !== s.plan).map((plan) => ({
    plan,
    period: s.period,
    upgrade: rank(plan) > rank(s.plan),
  }));
  const otherPeriod: TBillingPeriod = s.period === 'monthly' ? 'yearly' : 'monthly';
  return [...others, { plan: s.plan, period: otherPeriod, upgrade: false }];
}

export function PlanChangeOptions({
  subscription,
  onChoose,
}: {
  subscription: TSubscription;
  onChoose: (c: PlanChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('billing.actions.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {planChoices(subscription).map((c) => {
          const samePlan = c.plan === subscription.plan;
          const label = samePlan
            ? t('billing.actions.switchPeriod', {
                period: t(`billing.period.${c.period}`).toLowerCase(),
              })
            : c.upgrade
              ? t('billing.actions.upgrade', { plan: planName(c.plan) })
              : t('billing.actions.downgrade', { plan: planName(c.plan) });
          const Icon = samePlan
            ? SwapHorizRounded
            : c.upgrade
              ? ArrowUpwardRounded
              : ArrowDownwardRounded;
          return (
            <Button
              key={`${c.plan}-${c.period}`}
              variant={c.upgrade ? 'contained' : 'outlined'}
              color={c.upgrade ? 'secondary' : 'primary'}
              startIcon={<Icon />}
              onClick={() => onChoose(c)}
              data-testid={`change-${c.plan}-${c.period}`}
            >
              {label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
