import type { TCallupView } from '@futsal/shared/schemas/callup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspensionBadge } from '../../../components/SuspensionBadge';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { useSnackbar } from '../../../lib/notices';
import { useCallupMutations } from '../api/callups';

const BLOCKED = new Set(['injured', 'suspended', 'inactive']);

/** Who is called up: a tick per player; an unavailable one needs the coach's reason. */
export function CallupList({
  view,
  readOnly = false,
}: {
  view: TCallupView;
  /** The role may not change it (team.edit): shown without its controls (decision 0181). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { save } = useCallupMutations(view.kind, view.eventId);
  const [picked, setPicked] = useState(
    () => new Map(view.players.filter((p) => p.calledUp).map((p) => [p.playerId, p.override])),
  );
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: string, on: boolean) =>
    setPicked((m) => {
      const next = new Map(m);
      if (on) next.set(id, m.get(id) ?? '');
      else next.delete(id);
      return next;
    });
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        players: [...picked].map(([playerId, override]) => ({
          playerId,
          ...(override.trim() ? { override: override.trim() } : {}),
        })),
      });
      enqueueSnackbar(t('callups.saved'), { variant: 'success' });
    } catch (err) {
      // The server names each player it refused (injured without a reason, too many…).
      const details = isApiError(err) ? err.details.map((d) => d.message).filter(Boolean) : [];
      setError(details.length ? details.join(' · ') : errorMessage(err, t, 'callups.saveError'));
    }
  };
  const over = picked.size > view.maxPlayers;
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="callup-list">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('callups.squad')}
        </Typography>
        <Chip
          color={over ? 'error' : 'default'}
          label={t('callups.count', { count: picked.size, max: view.maxPlayers })}
          data-testid="callup-count"
        />
      </Stack>
      <Stack divider={<span />} spacing={0.5}>
        {view.players.map((p) => {
          const on = picked.has(p.playerId);
          // Suspended for this match by the competition's cards (decision 0165), or marked so.
          const blocked = BLOCKED.has(p.status) || p.suspension !== null;
          return (
            <div key={p.playerId}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0 }}
                  control={
                    <Checkbox
                      checked={on}
                      disabled={readOnly}
                      onChange={(e) => toggle(p.playerId, e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `callup-status-${p.playerId}` } }}
                    />
                  }
                  label={`${p.number}. ${p.name}`}
                />
                {p.suspension ? (
                  <SuspensionBadge
                    id={`callup-status-${p.playerId}`}
                    reason={p.suspension}
                    testId={`callup-suspended-${p.playerId}`}
                  />
                ) : (
                  blocked && (
                    <Chip
                      id={`callup-status-${p.playerId}`}
                      size="small"
                      color="warning"
                      label={t(`callups.status.${p.status}`)}
                    />
                  )
                )}
              </Stack>
              {on && blocked && (
                <Box sx={{ pl: 4, mb: 1 }}>
                  <TextField
                    size="small"
                    fullWidth
                    required
                    label={t('callups.override')}
                    value={picked.get(p.playerId) ?? ''}
                    onChange={(e) => setPicked((m) => new Map(m).set(p.playerId, e.target.value))}
                  />
                </Box>
              )}
            </div>
          );
        })}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="callup-error">
          {error}
        </Alert>
      )}
      {!readOnly && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => void submit()}
          disabled={save.isPending || over}
          data-testid="callup-save"
        >
          {t('callups.save')}
        </Button>
      )}
    </Card>
  );
}
