import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../lib/api-client';

/** Whether a failed call hit the plan's limit (402 PLAN_LIMIT). */
export function isPlanLimitError(err: unknown): boolean {
  return isApiError(err) && (err.code === 'PLAN_LIMIT' || err.status === 402);
}

/** The server's explanation (plan and limit) when it gave one, else the catalog text. */
export function planLimitText(err: unknown, t: (key: string) => string): string {
  if (isApiError(err)) {
    const detail = err.details.find((d) => d.message);
    if (detail) return detail.message;
    if (err.message) return err.message;
  }
  return t('errors.PLAN_LIMIT');
}

/** The upgrade offer shown when a create hits the plan's limit. */
export function PlanLimitDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  const open = Boolean(error);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="plan-limit-title"
      data-testid="plan-limit-dialog"
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'warning.main',
            bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14),
          }}
        >
          <WorkspacePremiumRounded sx={{ fontSize: 40 }} />
        </Box>
        <Typography
          id="plan-limit-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('teams.planLimit.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="plan-limit-text">
          {open ? planLimitText(error, t) : ''}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1.5 }}>
          {t('teams.planLimit.hint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, justifyContent: 'center' }}>
        <Button onClick={onClose}>{t('teams.planLimit.later')}</Button>
        <Button
          component={RouterLink}
          to="/pricing"
          variant="contained"
          startIcon={<WorkspacePremiumRounded />}
          data-testid="plan-limit-upgrade"
        >
          {t('teams.planLimit.upgrade')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
