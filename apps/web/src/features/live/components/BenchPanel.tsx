import type { TExpulsion } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlayerIndex } from '../../matches';
import { ConsoleSection } from './ConsoleSection';
import { ExpelledChips } from './ExpelledChips';
import { PlayerTile, TILE_GRID_SX } from './PlayerTile';
import type { TPlayerPicker } from './use-player-picker';

/** The substitutes, the "enter court" action when the engine allows it, and who was sent off. */
export function BenchPanel({
  bench,
  expelled,
  players,
  cautioned,
  picker,
  playable,
  canEnter,
}: {
  bench: readonly string[];
  expelled: readonly TExpulsion[];
  players: TPlayerIndex;
  cautioned: ReadonlySet<string>;
  picker: TPlayerPicker;
  playable: boolean;
  /** The selected bench player may come on without anyone going off. */
  canEnter: boolean;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <ConsoleSection
      grow
      testid="bench-panel"
      title={t('live.bench')}
      action={
        <>
          <ExpelledChips expelled={expelled} players={players} />
          {canEnter && (
            <Button
              data-testid="action-enter"
              size="small"
              variant="contained"
              onClick={picker.enter}
            >
              {t('live.enter')}
            </Button>
          )}
        </>
      }
    >
      <Box sx={TILE_GRID_SX}>
        {bench.map((id) => (
          <PlayerTile
            key={id}
            id={id}
            where="bench"
            player={players[id]}
            selection={picker.store}
            disabled={!playable}
            cautioned={cautioned.has(id)}
            onTap={picker.onTapPlayer}
          />
        ))}
        {bench.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('live.benchEmpty')}
          </Typography>
        )}
      </Box>
    </ConsoleSection>
  );
}
