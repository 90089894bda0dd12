import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { subscribeButtonLabel } from '@futsal/shared/values/subscription';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useIdle } from '../../../lib/idle';
import { useCurrentSubscriptionQuery } from '../api/get-current-subscription';

/**
 * Top-bar call to action (spec §2): 'Suscribirse' with no plan or starter,
 * 'Mejorar Plan' below pro, hidden for pro. Asks once the page is drawn (decision 0084) and
 * waits for the answer before showing.
 */
export function SubscribeButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCurrentSubscriptionQuery(useIdle());
  if (isPending) return null;
  const plan = isError ? null : (data?.plan?.id ?? null);
  const label = subscribeButtonLabel(plan);
  if (!label) return null;
  const text = label === 'subscribe' ? t('layout.subscribe') : t('layout.upgrade');
  if (compact) {
    return (
      <Tooltip title={text}>
        <IconButton
          component={RouterLink}
          to="/pricing"
          color="secondary"
          aria-label={text}
          data-testid="subscribe-button"
        >
          <WorkspacePremiumRounded />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      component={RouterLink}
      to="/pricing"
      variant="contained"
      color="secondary"
      disableElevation
      startIcon={<WorkspacePremiumRounded />}
      data-testid="subscribe-button"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
}
