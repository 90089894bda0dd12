import type { TBillingPeriod } from '@futsal/shared/schemas/subscription';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** Monthly / yearly, the yearly side carrying the '1 month free' badge. */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: TBillingPeriod;
  onChange: (p: TBillingPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_e, next: TBillingPeriod | null) => next && onChange(next)}
      aria-label={t('billing.fields.period')}
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 99,
        p: 0.5,
        '& .MuiToggleButton-root': { border: 0, borderRadius: '99px !important', px: 2.5, gap: 1 },
      }}
    >
      <ToggleButton value="monthly" data-testid="period-monthly">
        {t('pricing.monthly')}
      </ToggleButton>
      <ToggleButton value="yearly" data-testid="period-yearly">
        {t('pricing.yearly')}
        <Chip
          label={t('pricing.freeMonth')}
          size="small"
          color="secondary"
          data-testid="free-month-badge"
          sx={{ fontWeight: 600, height: 22 }}
        />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
