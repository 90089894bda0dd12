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
    <ConsoleSection
      testid="court-panel"
      title={t('live.onCourt', { count: onCourt.length })}
      action={
        // The next tap's hint sits beside the title: below the tiles it moved the screen.
        <Typography
          variant="caption"
          color={pick ? 'warning.main' : 'text.secondary'}
          data-testid="live-hint"
          noWrap
          title={hint}
          sx={{ fontWeight: pick ? 700 : 400, minWidth: 0, textAlign: 'right' }}
        >
          {hint}
        </Typography>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
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
    </ConsoleSection>
  );
}
