import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import type { TSubscriptionWithPayments } from '@futsal/shared/schemas/subscription';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import { formatMoney, planName } from '../format';

const PAYMENT_COLOR = { approved: 'success', pending: 'info', failed: 'error' } as const;

/** Every subscription with its payments, newest first; one row per payment, stacked on phones. */
export function PaymentHistory({ subscriptions }: { subscriptions: TSubscriptionWithPayments[] }) {
  const { t, i18n } = useTranslation();
  const rows = subscriptions.flatMap((s) => s.payments.map((p) => ({ ...p, subscription: s })));
  return (
    <Card variant="outlined" data-testid="payment-history">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, mb: 2, display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <ReceiptLongRounded color="primary" />
          {t('billing.history.title')}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('billing.history.empty')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: '140px 1fr auto auto' },
              columnGap: 2,
              rowGap: 1.5,
              alignItems: 'center',
            }}
          >
            {rows.map((p, i) => (
              <Fragment key={p.id}>
                {i > 0 && <Divider sx={{ gridColumn: '1 / -1' }} />}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                >
                  {formatDate(p.createdAt, 'medium')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="payment-concept">
                  {t(`billing.history.kind.${p.kind}`, {
                    plan: planName(p.plan),
                    period: t(`billing.period.${p.period}`).toLowerCase(),
                  })}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, textAlign: 'right', display: { xs: 'none', sm: 'block' } }}
                >
                  {formatMoney(p.amount, p.currency, i18n.language)}
                </Typography>
                <Box
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}
                >
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, display: { xs: 'block', sm: 'none' } }}
                  >
                    {formatMoney(p.amount, p.currency, i18n.language)}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={PAYMENT_COLOR[p.status]}
                    label={t(`billing.history.payment.${p.status}`)}
                  />
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
