import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardMark } from '../../matches';
import type { TPlayerIndex } from '../../matches';
import { ConsoleSection } from './ConsoleSection';
import { PlayerTile } from './PlayerTile';
import type { TPlayerPicker } from './use-player-picker';

/** Our players on court, the targets of every action, and the hint for the next tap. */
export function CourtPanel({
  onCourt,
  players,
  cautioned,
  picker,
  playable,
}: {
  onCourt: readonly string[];
  players: TPlayerIndex;
  /** Players with a yellow card. */
  cautioned: ReadonlySet<string>;
  picker: TPlayerPicker;
  playable: boolean;
}) {
  'use memo';
  const { t } = useTranslation();
  const { pick, selected, selectedWhere } = picker;
  const hint = pick
    ? t(`live.hint.${pick}`)
    : selected
      ? selectedWhere === 'court'
        ? t('live.hint.selectedCourt')
        : t('live.hint.selectedBench')
      : playable
        ? t('live.hint.idle')
        : '';
  return (
    <ConsoleSection order={1} title={t('live.onCourt', { count: onCourt.length })}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {onCourt.map((id) => (
          <PlayerTile
            key={id}
            id={id}
            where="court"
            player={players[id]}
            selected={selected === id}
            target={Boolean(pick)}
            disabled={!playable}
            goalkeeper={players[id]?.position === 'goalkeeper'}
            badge={cautioned.has(id) ? <CardMark color="yellow" /> : undefined}
            onTap={picker.onTapPlayer}
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        color={pick ? 'warning.main' : 'text.secondary'}
        data-testid="live-hint"
        sx={{ mt: 0.5, minHeight: 20, fontWeight: pick ? 600 : 400, lineHeight: 1.3 }}
      >
        {hint}
      </Typography>
    </ConsoleSection>
  );
}
