import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlayerIndex } from '../../matches';
import { ConsoleSection } from './ConsoleSection';
import { PlayerTile, TILE_GRID_SX } from './PlayerTile';
import { useSelected } from '../lib/selection-store';
import type { TPlayerPicker } from './use-player-picker';

/** What the next tap does, beside the court's title: it reads the pending tap itself. */
function Hint({
  selection,
  onCourt,
  playable,
}: {
  selection: TPlayerPicker['store'];
  onCourt: readonly string[];
  playable: boolean;
}) {
  'use memo';
  const { t } = useTranslation();
  const pick = useSelected(selection, (s) => s.pick);
  const selectedWhere = useSelected(selection, (s) =>
    s.selected === null ? null : onCourt.includes(s.selected) ? 'court' : 'bench',
  );
  const hint = pick
    ? t(`live.hint.${pick}`)
    : selectedWhere
      ? selectedWhere === 'court'
        ? t('live.hint.selectedCourt')
        : t('live.hint.selectedBench')
      : playable
        ? t('live.hint.idle')
        : '';
  return (
    // Beside the title: below the tiles it moved the screen.
    <Typography
      variant="caption"
      color={pick ? 'warning.main' : 'text.secondary'}
      data-testid="live-hint"
      noWrap
      title={hint}
      sx={{
        fontWeight: pick ? 700 : 400,
        minWidth: 0,
        flex: 1,
        textAlign: 'right',
        // Its text changes at nearly every tap: contained, it is laid out alone, where a new
        // text had the whole console laid out again in the tap's frame.
        contain: 'strict',
        height: '1.66em',
      }}
    >
      {hint}
    </Typography>
  );
}

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
  return (
    <ConsoleSection
      testid="court-panel"
      title={t('live.onCourt', { count: onCourt.length })}
      action={<Hint selection={picker.store} onCourt={onCourt} playable={playable} />}
    >
      <Box sx={TILE_GRID_SX}>
        {onCourt.map((id) => (
          <PlayerTile
            key={id}
            id={id}
            where="court"
            player={players[id]}
            selection={picker.store}
            disabled={!playable}
            goalkeeper={players[id]?.position === 'goalkeeper'}
            cautioned={cautioned.has(id)}
            onTap={picker.onTapPlayer}
          />
        ))}
      </Box>
    </ConsoleSection>
  );
}
