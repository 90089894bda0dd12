import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useSnackbar } from '../../../lib/notices';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { can } from '@futsal/shared/roles';
import { useTeamRoleState } from '../../teams';
import { HeldPlace } from '../../../components/HeldPlace';
import { errorMessage } from '../../../lib/errors';
import { useIdle } from '../../../lib/idle';
import { UpgradeButton } from '../../../components/PlanUsage';
import { allows, usePlan } from '../../subscription';
import { useShareMutations, useShareStatusQuery } from '../api/live-share';
import { liveUrl } from '../lib/live-url';

/**
 * "Share live": the coach switches a match's read-only live link on, copies
 * it, and revokes it after a confirm (decision 0053). Self-contained, so any
 * match header can place it with one line.
 */
export function ShareLiveButton({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const urlField = useRef<HTMLInputElement>(null);
  const idle = useIdle();
  // The public link is a paid feature (PLAN_TABLE): below it the button leads to /pricing.
  // The link is the loggers' (match.log, decision 0181); staff use the owner's plan, which the
  // server asks, so only the owner is led to /pricing.
  const { role, pending } = useTeamRoleState(useParams().teamId);
  const mayLog = can(role, 'match.log');
  const planAllows = allows(usePlan(), 'liveShare') || role !== 'owner';
  const allowed = mayLog && planAllows;
  // Whether the link is on only colours the button: asked once the console is drawn.
  const status = useShareStatusQuery(matchId, (idle || open) && allowed);
  const { enable, revoke } = useShareMutations(matchId);
  const active = status.data?.active ?? false;
  const token = status.data?.token ?? null;
  const url = token ? liveUrl(token) : '';
  const busy = enable.isPending || revoke.isPending;

  const fail = (err: unknown) =>
    enqueueSnackbar(errorMessage(err, t, 'liveShare.error'), { variant: 'error' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('liveShare.copied'), { variant: 'success' });
    } catch {
      // No clipboard (plain http on a LAN, or refused): the link is selected for a manual copy.
      urlField.current?.select();
      enqueueSnackbar(t('liveShare.copyFailed'), { variant: 'info' });
    }
  };

  const onRevoke = () => {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        enqueueSnackbar(t('liveShare.revoked'), { variant: 'success' });
      },
      onError: (err) => {
        setConfirming(false);
        fail(err);
      },
    });
  };

  // Until the role is known the button holds its place, unseen (decision 0110).
  if (pending)
    return (
      <HeldPlace>
        <Button startIcon={<SensorsRounded />}>{t('liveShare.button')}</Button>
      </HeldPlace>
    );
  if (!mayLog) return null;
  if (!planAllows)
    return <UpgradeButton feature="liveShare" label={t('liveShare.button')} variant="text" />;

  return (
    <>
      <Button
        startIcon={<SensorsRounded />}
        color={active ? 'success' : 'primary'}
        onClick={() => setOpen(true)}
        data-testid="share-live"
        data-active={active}
      >
        {t('liveShare.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('liveShare.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('liveShare.intro')}</DialogContentText>
          {status.isError && (
            <Alert severity="error">{errorMessage(status.error, t, 'liveShare.error')}</Alert>
          )}
          {active && token && (
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  inputRef={urlField}
                  label={t('liveShare.linkLabel')}
                  value={url}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'live-share-url' } }}
                  onFocus={(e) => e.target.select()}
                />
                <Button
                  variant="contained"
                  startIcon={<ContentCopyRounded />}
                  onClick={() => void copy()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  data-testid="live-share-copy"
                >
                  {t('liveShare.copy')}
                </Button>
              </Stack>
              {status.data?.createdAt && (
                <Typography variant="caption" color="text.secondary">
                  {t('liveShare.activeSince', {
                    time: dayjs(status.data.createdAt).format('HH:mm'),
                  })}
                </Typography>
              )}
            </Stack>
          )}
          {active && !token && <Alert severity="warning">{t('liveShare.hidden')}</Alert>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {active ? (
            <Button
              color="error"
              onClick={() => setConfirming(true)}
              disabled={busy}
              data-testid="live-share-revoke"
            >
              {t('liveShare.revoke')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<SensorsRounded />}
              onClick={() => enable.mutate(undefined, { onError: fail })}
              disabled={busy || status.isPending}
              data-testid="live-share-enable"
            >
              {t('liveShare.enable')}
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>{t('liveShare.close')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('liveShare.revokeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('liveShare.revokeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={onRevoke}
            disabled={busy}
            data-testid="live-share-confirm-revoke"
          >
            {t('liveShare.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
