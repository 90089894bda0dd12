import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { TPlanTier } from '@futsal/shared/plans';
import type { TBillingPeriod } from '@futsal/shared/schemas/subscription';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, planName } from '../format';
import { planTexts } from '../plan-lines';

export interface PlanCardAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pending?: boolean;
  variant?: 'contained' | 'outlined';
}

interface PlanCardProps {
  /** The free tier ('none') or a paid plan. */
  tier: TPlanTier;
  /** Minor units for `period`; 0 for the free tier. */
  price: number;
  period: TBillingPeriod;
  currency: string;
  highlighted?: boolean;
  current?: boolean;
  /** None on the free tier's card once signed in: there is nothing to buy. */
  action?: PlanCardAction;
}

/**
 * One plan of the pricing page: price for the chosen period, and its limits and features straight
 * from PLAN_TABLE (the table the server enforces), then its call to action.
 */
export function PlanCard({
  tier,
  price,
  period,
  currency,
  highlighted,
  current,
  action,
}: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const lines = planTexts(tier, t);
  const free = tier === 'none';
  return (
    <Card
      variant="outlined"
      data-testid={`plan-card-${tier}`}
      data-current={current ? 'true' : 'false'}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        borderWidth: highlighted || current ? 2 : 1,
        borderColor: current ? 'secondary.main' : highlighted ? 'primary.main' : 'divider',
        boxShadow: (theme) =>
          highlighted ? `0 12px 32px ${alpha(theme.palette.primary.main, 0.18)}` : 'none',
      }}
    >
      {(current || highlighted) && (
        <Chip
          label={current ? t('pricing.current') : t('pricing.popular')}
          color={current ? 'secondary' : 'primary'}
          size="small"
          data-testid={current ? 'current-plan-chip' : undefined}
          sx={{
            position: 'absolute',
            top: -12,
            left: '50%',
            transform: 'translateX(-50%)',
            fontWeight: 600,
          }}
        />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, p: 3 }}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {tier === 'none' ? t('pricing.free.name') : planName(tier)}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {tier === 'none' ? t('pricing.free.tagline') : t(`pricing.taglines.${tier}`)}
          </Typography>
        </Box>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
            <Typography
              component="span"
              sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1 }}
              data-testid={`plan-price-${tier}`}
            >
              {money(price)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {period === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
            {period === 'yearly' && !free
              ? t('pricing.yearlyEquivalent', { amount: money(Math.round(price / 12)) })
              : ' '}
          </Typography>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            flex: 1,
            alignContent: 'start',
          }}
        >
          {lines.map((line) => (
            <Box
              component="li"
              key={line}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <CheckCircleRounded fontSize="small" color="secondary" sx={{ mt: '2px' }} />
              <Typography variant="body2">{line}</Typography>
            </Box>
          ))}
        </Box>
        {action && (
          <Button
            fullWidth
            size="large"
            variant={action.variant ?? (highlighted ? 'contained' : 'outlined')}
            onClick={action.onClick}
            disabled={action.disabled || action.pending}
            data-testid={`plan-cta-${tier}`}
            startIcon={action.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {action.label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
