import { LIMITS } from '@futsal/shared/limits';
import type { TSuspendedPlayer } from '@futsal/shared/schemas/discipline';
import type { TLineupRequest } from '@futsal/shared/schemas/match';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suspensionText } from '../../../components/SuspensionBadge';
import { lazySchema } from '../../../lib/lazy-schema-form';
import type { TSquadPlayer } from '../api/get-squad';

type TRole = 'starter' | 'substitute' | 'none';
const UNAVAILABLE = new Set(['injured', 'suspended', 'inactive']);
/**
 * The lineup's contract loads at the first tap, not with the console: zod is not on a match
 * page's first load (decision 0105).
 */
const lineupSchema = lazySchema(() =>
  import('@futsal/shared/schemas/match').then((m) => m.ZLineupRequest),
);

interface Props {
  squad: readonly TSquadPlayer[];
  initial?: TLineupRequest | null;
  /** The team's previous lineup, offered as a starting point. */
  lastLineup?: TLineupRequest | null;
  /** Players suspended for this match by the competition's cards: shown, pickable with a reason. */
  suspended?: readonly TSuspendedPlayer[];
  saving?: boolean;
  /** A message (already translated) from the server. */
  serverError?: string | null;
  onSave: (lineup: TLineupRequest) => void;
  onCancel?: () => void;
}

type TPicking = Exclude<TRole, 'none'>;

const rolesOf = (lineup: TLineupRequest | null | undefined, allowed?: ReadonlySet<string>) => {
  const r: Record<string, TRole> = {};
  const ok = (id: string) => !allowed || allowed.has(id);
  for (const id of lineup?.starters ?? []) if (ok(id)) r[id] = 'starter';
  for (const id of lineup?.substitutes ?? []) if (ok(id)) r[id] = 'substitute';
  return r;
};

/**
 * Pick starters, then substitutes: a tap adds the player to the group being
 * picked, or takes them out of it. Once 5 starters are in, picking moves on
 * to the substitutes by itself. Exactly 5 starters and at most 9 substitutes (spec §5).
 */
export function LineupSelector({
  squad,
  initial,
  lastLineup,
  suspended = [],
  saving,
  serverError,
  onSave,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Record<string, TRole>>(() => rolesOf(initial));
  const [error, setError] = useState<string | null>(null);
  const ids = (role: TRole) => squad.filter((p) => roles[p.id] === role).map((p) => p.id);
  const starters = ids('starter');
  const substitutes = ids('substitute');
  const [picking, setPicking] = useState<TPicking>(() =>
    (initial?.starters.length ?? 0) >= LIMITS.lineup.starters ? 'substitute' : 'starter',
  );

  const tap = (id: string) => {
    lineupSchema.preload();
    setError(null);
    const current = roles[id] ?? 'none';
    if (current === picking) {
      setRoles((r) => ({ ...r, [id]: 'none' }));
      return;
    }
    if (picking === 'starter' && starters.length >= LIMITS.lineup.starters) {
      setError('validation.lineup.maxStarters');
      return;
    }
    if (picking === 'substitute' && substitutes.length >= LIMITS.lineup.maxSubstitutes) {
      setError('validation.lineup.maxSubstitutes');
      return;
    }
    setRoles((r) => ({ ...r, [id]: picking }));
    if (picking === 'starter' && starters.length + 1 === LIMITS.lineup.starters) {
      setPicking('substitute');
    }
  };

  const copyLast = () => {
    if (!lastLineup) return;
    lineupSchema.preload();
    const available = new Set(squad.filter((p) => !UNAVAILABLE.has(p.status)).map((p) => p.id));
    const copied = rolesOf(lastLineup, available);
    setRoles(copied);
    setError(null);
    const count = Object.values(copied).filter((r) => r === 'starter').length;
    setPicking(count >= LIMITS.lineup.starters ? 'substitute' : 'starter');
  };

  const save = async () => {
    const lineup = { starters, substitutes };
    // If the contract could not be downloaded, the server's own check of the lineup stands alone.
    const schema = await lineupSchema.get().catch(() => null);
    const parsed = schema?.safeParse(lineup);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.lineup.exactStarters');
      return;
    }
    setError(null);
    onSave(parsed?.data ?? lineup);
  };

  const message = error ? t(error) : serverError;
  const suspension = new Map(suspended.map((s) => [s.playerId, s]));

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
        {lastLineup && (
          <Button
            startIcon={<ContentCopyRounded />}
            onClick={copyLast}
            data-testid="lineup-copy-last"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('matches.lineup.copyLast')}
          </Button>
        )}
      </Stack>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={picking}
        onChange={(_, v: TPicking | null) => {
          if (v) {
            setPicking(v);
            setError(null);
          }
        }}
        aria-label={t('matches.lineup.picking')}
        sx={{ mb: 2 }}
      >
        <ToggleButton
          value="starter"
          data-testid="lineup-pick-starters"
          sx={{ minHeight: 48, gap: 1, textTransform: 'none', fontWeight: 600 }}
        >
          <Box component="span" data-testid="lineup-count-starters">
            {t('matches.lineup.starters', {
              count: starters.length,
              max: LIMITS.lineup.starters,
            })}
          </Box>
          {starters.length === LIMITS.lineup.starters && (
            <CheckCircleRounded fontSize="small" color="success" />
          )}
        </ToggleButton>
        <ToggleButton
          value="substitute"
          data-testid="lineup-pick-substitutes"
          sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600 }}
        >
          <Box component="span" data-testid="lineup-count-subs">
            {t('matches.lineup.substitutes', {
              count: substitutes.length,
              max: LIMITS.lineup.maxSubstitutes,
            })}
          </Box>
        </ToggleButton>
      </ToggleButtonGroup>
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
          const banned = suspension.get(p.id);
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
                borderColor: banned
                  ? 'error.main'
                  : role === 'starter'
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
                      : t(`labels.position.${p.position}`, { defaultValue: p.position })}
                </Typography>
                {banned && (
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ color: 'error.main', fontWeight: 600, lineHeight: 1.25 }}
                    data-testid={`lineup-suspended-${p.id}`}
                  >
                    {`${t('suspensions.badge')} · ${suspensionText(t, banned)}`}
                  </Typography>
                )}
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
          onClick={() => void save()}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('matches.lineup.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
