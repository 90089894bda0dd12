import { LIMITS } from '@futsal/shared/limits';
import { ZLineupRequest, type TLineupRequest } from '@futsal/shared/schemas/match';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSquadPlayer } from '../api/get-squad';

type TRole = 'starter' | 'substitute' | 'none';
const UNAVAILABLE = new Set(['injured', 'suspended', 'inactive']);

interface Props {
  squad: readonly TSquadPlayer[];
  initial?: TLineupRequest | null;
  saving?: boolean;
  /** A message (already translated) from the server. */
  serverError?: string | null;
  onSave: (lineup: TLineupRequest) => void;
  onCancel?: () => void;
}

/** Tap a card: starter → substitute → out. Exactly 5 starters and at most 9 substitutes (spec §5). */
export function LineupSelector({ squad, initial, saving, serverError, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Record<string, TRole>>(() => {
    const r: Record<string, TRole> = {};
    for (const id of initial?.starters ?? []) r[id] = 'starter';
    for (const id of initial?.substitutes ?? []) r[id] = 'substitute';
    return r;
  });
  const [error, setError] = useState<string | null>(null);
  const ids = (role: TRole) => squad.filter((p) => roles[p.id] === role).map((p) => p.id);
  const starters = ids('starter');
  const substitutes = ids('substitute');

  const tap = (id: string) => {
    setError(null);
    const current = roles[id] ?? 'none';
    let next: TRole =
      current === 'none' ? 'starter' : current === 'starter' ? 'substitute' : 'none';
    if (next === 'starter' && starters.length >= LIMITS.lineup.starters) {
      setError('validation.lineup.maxStarters');
      next = 'substitute';
    }
    if (next === 'substitute' && substitutes.length >= LIMITS.lineup.maxSubstitutes) {
      setError('validation.lineup.maxSubstitutes');
      next = 'none';
    }
    setRoles((r) => ({ ...r, [id]: next }));
  };

  const save = () => {
    const parsed = ZLineupRequest.safeParse({ starters, substitutes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.lineup.exactStarters');
      return;
    }
    setError(null);
    onSave(parsed.data);
  };

  const message = error ? t(error) : serverError;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      data-testid="lineup-selector"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            {t('matches.lineup.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('matches.lineup.hint')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Chip
            data-testid="lineup-count-starters"
            color={starters.length === LIMITS.lineup.starters ? 'success' : 'default'}
            label={t('matches.lineup.starters', {
              count: starters.length,
              max: LIMITS.lineup.starters,
            })}
          />
          <Chip
            data-testid="lineup-count-subs"
            color="info"
            variant="outlined"
            label={t('matches.lineup.substitutes', {
              count: substitutes.length,
              max: LIMITS.lineup.maxSubstitutes,
            })}
          />
        </Stack>
      </Stack>
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="lineup-error">
          {message}
        </Alert>
      )}
      {squad.length === 0 && <Alert severity="info">{t('matches.lineup.noPlayers')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {squad.map((p) => {
          const role = roles[p.id] ?? 'none';
          const unavailable = UNAVAILABLE.has(p.status);
          return (
            <ButtonBase
              key={p.id}
              data-testid={`lineup-player-${p.id}`}
              data-role={role}
              disabled={unavailable}
              aria-pressed={role !== 'none'}
              onClick={() => tap(p.id)}
              sx={(theme) => ({
                minHeight: 64,
                p: 1,
                borderRadius: 2,
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'flex-start',
                textAlign: 'left',
                border: '2px solid',
                borderColor:
                  role === 'starter'
                    ? 'success.main'
                    : role === 'substitute'
                      ? 'info.main'
                      : 'divider',
                bgcolor:
                  role === 'starter'
                    ? alpha(theme.palette.success.main, 0.14)
                    : role === 'substitute'
                      ? alpha(theme.palette.info.main, 0.1)
                      : 'background.paper',
                opacity: unavailable ? 0.6 : 1,
              })}
            >
              <Typography
                sx={{ fontWeight: 700, fontSize: '1.4rem', minWidth: 36, textAlign: 'center' }}
              >
                {p.number ?? '·'}
              </Typography>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 500, lineHeight: 1.2 }} noWrap>
                  {p.name}
                </Typography>
                <Typography
                  variant="caption"
                  color={unavailable ? 'error.main' : 'text.secondary'}
                  data-testid={unavailable ? `lineup-reason-${p.id}` : undefined}
                >
                  {unavailable
                    ? t(`matches.playerStatus.${p.status}`)
                    : role !== 'none'
                      ? t(`matches.lineup.role.${role}`)
                      : t(`matches.positions.${p.position}`, { defaultValue: p.position })}
                </Typography>
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button
          variant="contained"
          size="large"
          data-testid="lineup-save"
          disabled={saving}
          onClick={save}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('matches.lineup.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
