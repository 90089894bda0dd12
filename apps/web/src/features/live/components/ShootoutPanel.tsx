import type { TShootoutKick, TShootoutState, TSide } from '@futsal/shared/futsal/types';
import { SHOOTOUT_OUTCOMES } from '@futsal/shared/values/match-events';
import type { TShootoutOutcome } from '@futsal/shared/schemas/match-events';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabel, type TPlayerIndex } from '../../matches';

const OUTCOME_COLOR = { scored: 'success', missed: 'warning', saved: 'error' } as const;

/** One row of kick marks: ● scored, ○ missed or saved. */
function KickMarks({ side, kicks }: { side: TSide; kicks: readonly TShootoutKick[] }) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid={`shootout-marks-${side}`}
      sx={{ minHeight: 20 }}
    >
      {kicks
        .filter((k) => k.side === side)
        .map((k) => (
          <Box
            key={k.eventId}
            component="span"
            title={t(`laws.shootout.outcome.${k.outcome}`)}
            data-outcome={k.outcome}
            sx={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              border: '2px solid',
              borderColor: k.outcome === 'scored' ? 'success.main' : 'error.main',
              bgcolor: k.outcome === 'scored' ? 'success.main' : 'transparent',
            }}
          />
        ))}
    </Stack>
  );
}

function OutcomeButtons({
  side,
  disabled,
  onKick,
}: {
  side: TSide;
  disabled: boolean;
  onKick: (outcome: TShootoutOutcome) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {SHOOTOUT_OUTCOMES.map((o) => (
        <Button
          key={o}
          data-testid={`kick-${side}-${o}`}
          variant={o === 'scored' ? 'contained' : 'outlined'}
          color={OUTCOME_COLOR[o]}
          disabled={disabled}
          onClick={() => onKick(o)}
          sx={{ minHeight: 48 }}
        >
          {t(`laws.shootout.outcome.${o}`)}
        </Button>
      ))}
    </Box>
  );
}

export interface ShootoutPanelProps {
  shootout: TShootoutState;
  /** Our players who may kick (the squad not sent off), court first. */
  kickers: readonly string[];
  players: TPlayerIndex;
  teamName: string;
  opponent: string;
  onKick: (side: TSide, outcome: TShootoutOutcome, playerId?: string) => void;
}

/**
 * Kicks from the penalty mark (Law 10): the shoot-out score, each side's
 * kicks, and only the kick the engine allows next (the teams alternate; the
 * first kick sets the order); the winner once it is settled.
 */
export function ShootoutPanel({
  shootout,
  kickers,
  players,
  teamName,
  opponent,
  onKick,
}: ShootoutPanelProps) {
  'use memo';
  const { t } = useTranslation();
  const [kicker, setKicker] = useState<string | null>(null);
  const open = !shootout.decided;
  const mayKick = (side: TSide) => open && (shootout.next === null || shootout.next === side);
  const winnerName = shootout.winner === 'us' ? teamName : opponent;

  return (
    <Paper
      variant="outlined"
      data-testid="shootout"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}
    >
      <Typography variant="overline" color="text.secondary">
        {t('laws.shootout.title')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, my: 1 }}>
        <Typography noWrap sx={{ flex: 1, textAlign: 'right', minWidth: 0 }}>
          {teamName}
        </Typography>
        <Typography
          data-testid="shootout-score"
          sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {shootout.us}–{shootout.rival}
        </Typography>
        <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
          {opponent}
        </Typography>
      </Stack>
      {shootout.decided ? (
        <Alert severity="success" variant="filled" data-testid="shootout-winner">
          {t('laws.shootout.winner', { team: winnerName, us: shootout.us, rival: shootout.rival })}
        </Alert>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="shootout-next"
          sx={{ mb: 1 }}
        >
          {shootout.next === null
            ? t('laws.shootout.first')
            : t('laws.shootout.next', { team: shootout.next === 'us' ? teamName : opponent })}
        </Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}
      >
        <Stack spacing={1} data-testid="shootout-us">
          <Typography variant="caption" color="text.secondary" noWrap>
            {teamName}
          </Typography>
          <KickMarks side="us" kicks={shootout.kicks} />
          {mayKick('us') && (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {kickers.map((id) => (
                  <Chip
                    key={id}
                    data-testid={`kicker-${id}`}
                    label={playerLabel(players, id)}
                    color={kicker === id ? 'primary' : 'default'}
                    variant={kicker === id ? 'filled' : 'outlined'}
                    onClick={() => setKicker((k) => (k === id ? null : id))}
                  />
                ))}
              </Stack>
              <OutcomeButtons
                side="us"
                disabled={!kicker}
                onKick={(o) => {
                  if (!kicker) return;
                  onKick('us', o, kicker);
                  setKicker(null);
                }}
              />
            </>
          )}
        </Stack>
        <Stack spacing={1} data-testid="shootout-rival">
          <Typography variant="caption" color="text.secondary" noWrap>
            {opponent}
          </Typography>
          <KickMarks side="rival" kicks={shootout.kicks} />
          {mayKick('rival') && (
            <OutcomeButtons side="rival" disabled={false} onKick={(o) => onKick('rival', o)} />
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
