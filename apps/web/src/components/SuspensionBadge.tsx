import type { TSuspensionReason } from '@futsal/shared/schemas/discipline';
import GavelRounded from '@mui/icons-material/GavelRounded';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';

/** "Sent off against X (12/10)" and, for a longer suspension, "match 1 of 2". */
export function suspensionText(t: TFunction, s: TSuspensionReason): string {
  const base = t(`suspensions.cause.${s.cause}`, {
    opponent: s.sourceOpponent,
    date: formatDate(s.sourceDate),
    n: s.yellowCount,
  });
  return s.of > 1 ? `${base} · ${t('suspensions.nthOf', { nth: s.nth, of: s.of })}` : base;
}

/** "Sancionado", with why (which card of which match) beside it and in its tooltip. */
export function SuspensionBadge({
  reason,
  id,
  testId,
}: {
  reason: TSuspensionReason;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const why = suspensionText(t, reason);
  return (
    <Tooltip title={why}>
      <Chip
        id={id}
        size="small"
        color="error"
        variant="outlined"
        icon={<GavelRounded />}
        label={`${t('suspensions.badge')} · ${why}`}
        data-testid={testId}
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    </Tooltip>
  );
}
