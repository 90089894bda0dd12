import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import {
  firstTierWith,
  planDisplayName,
  type TPlanFeature,
  type TPlanResource,
  type TPlanTier,
} from '@futsal/shared/plans';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** "14/15 jugadores": how much of a limited resource is used; nothing when unlimited or unknown. */
export function UsageChip({
  resource,
  used,
  limit,
}: {
  resource: TPlanResource;
  used: number;
  limit: number | null;
}) {
  const { t } = useTranslation();
  if (limit === null) return null;
  const full = used >= limit;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={full ? 'warning' : 'default'}
      label={t(`planUsage.${resource}`, { used, count: limit })}
      data-testid={`usage-${resource}`}
      data-full={full}
      // In a crowded row it shortens ("1/1 compe…") rather than run under its neighbours.
      sx={{ minWidth: 0 }}
    />
  );
}

/** The limit's text as the server words it, for the tier the coach has (free or a paid plan). */
export function useLimitText() {
  const { t } = useTranslation();
  return (resource: TPlanResource, tier: TPlanTier, limit: number) =>
    tier === 'none'
      ? t(`planLimit.${resource}`, { count: limit, context: 'free' })
      : t(`planLimit.${resource}`, { count: limit, plan: planDisplayName(tier) });
}

/** Shown instead of letting a form be filled in that the plan would refuse: why, and the way on. */
export function LimitReached({
  resource,
  tier,
  limit,
}: {
  resource: TPlanResource;
  tier: TPlanTier;
  limit: number;
}) {
  const { t } = useTranslation();
  const text = useLimitText();
  return (
    <Alert
      severity="info"
      icon={<WorkspacePremiumRounded />}
      data-testid={`limit-${resource}`}
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" size="small">
          {t('planUsage.seePlans')}
        </Button>
      }
    >
      {text(resource, tier, limit)}
    </Alert>
  );
}

/** A paid feature's button for a plan without it: same label, leads to /pricing, says from which plan. */
export function UpgradeButton({
  feature,
  label,
  variant = 'outlined',
  size,
}: {
  feature: TPlanFeature;
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const needed = firstTierWith(feature);
  const from = needed === 'none' ? '' : planDisplayName(needed);
  return (
    <Tooltip title={t('planUsage.includedFrom', { plan: from })} describeChild>
      <Button
        component={RouterLink}
        to="/pricing"
        variant={variant}
        size={size}
        startIcon={<WorkspacePremiumRounded />}
        data-testid={`upgrade-${feature}`}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
