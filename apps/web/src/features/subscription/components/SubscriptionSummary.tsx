import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { TSubscription } from '@futsal/shared/schemas/subscription';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { planName } from '../format';

const STATUS_COLOR = {
  active: 'success',
  cancelled: 'warning',
  expired: 'default',
  pending: 'info',
  suspended: 'error',
} as const;

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.4 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

interface Props {
  subscription: TSubscription;
  price: string;
  actions: ReactNode;
  onKeepCurrent: () => void;
}

/** The subscription in force: plan, status, dates, auto-renew, and what is about to happen to it. */
export function SubscriptionSummary({ subscription: s, price, actions, onKeepCurrent }: Props) {
  const { t } = useTranslation();
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, 'medium') : '—');
  const ending = s.status === 'cancelled';
  return (
    <Card variant="outlined" data-testid="subscription-summary" data-status={s.status}>
      <CardContent
        sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'secondary.main',
              bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.14),
            }}
          >
            <WorkspacePremiumRounded fontSize="large" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography
              variant="h5"
              component="h2"
              sx={{ fontWeight: 600 }}
              data-testid="subscription-plan"
            >
              {t('billing.plan', { plan: planName(s.plan) })}
            </Typography>
            <Typography color="text.secondary">{`${price} · ${t(`billing.period.${s.period}`)}`}</Typography>
          </Box>
          <Chip
            label={t(`billing.status.${s.status}`)}
            color={STATUS_COLOR[s.status]}
            data-testid="subscription-status"
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Field label={t('billing.fields.period')} value={t(`billing.period.${s.period}`)} />
          <Field label={t('billing.fields.started')} value={date(s.startDate)} />
          <Field
            label={ending ? t('billing.fields.endsOn') : t('billing.fields.nextBilling')}
            value={date(s.nextBillingDate)}
            testId="subscription-next-billing"
          />
          <Field
            label={t('billing.fields.autoRenew')}
            value={s.autoRenew ? t('billing.fields.on') : t('billing.fields.off')}
            testId="subscription-auto-renew"
          />
        </Box>
        {ending && (
          <Alert severity="warning">
            {t('billing.notice.cancelled', { date: date(s.nextBillingDate) })}
          </Alert>
        )}
        {s.status === 'active' && s.paymentFailedAt && (
          <Alert severity="error">
            {t('billing.notice.paymentFailed', { date: date(s.paymentFailedAt) })}
          </Alert>
        )}
        {s.status === 'active' && s.scheduledChange && (
          <Alert
            severity="info"
            data-testid="scheduled-change"
            action={
              <Button color="inherit" size="small" onClick={onKeepCurrent}>
                {t('billing.notice.keepCurrent')}
              </Button>
            }
          >
            {t('billing.notice.scheduled', {
              plan: planName(s.scheduledChange.plan),
              period: t(`billing.period.${s.scheduledChange.period}`).toLowerCase(),
              date: date(s.scheduledChange.effectiveDate),
            })}
          </Alert>
        )}
        {(s.status === 'pending' || s.status === 'suspended') && (
          <Alert
            severity={s.status === 'pending' ? 'info' : 'error'}
            action={
              <Button color="inherit" size="small" component={RouterLink} to="/pricing">
                {s.status === 'pending'
                  ? t('billing.notice.resumeCheckout')
                  : t('billing.notice.resubscribe')}
              </Button>
            }
          >
            {s.status === 'pending' ? t('billing.notice.pending') : t('billing.notice.suspended')}
          </Alert>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}
