import type { TExpulsion } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CardMark, playerLabel, type TPlayerIndex } from '../../matches';

/**
 * Players sent off, a second yellow card shown as such (Law 12): small, beside the bench's title
 * (the strip names them while their team is short); the whole name in the label read aloud.
 */
export function ExpelledChips({
  expelled,
  players,
}: {
  expelled: readonly TExpulsion[];
  players: TPlayerIndex;
}) {
  'use memo';
  const { t } = useTranslation();
  if (expelled.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ flexWrap: 'wrap', rowGap: 0.5, justifyContent: 'flex-end' }}
      data-testid="expelled"
    >
      {expelled.map((x) => {
        const full = x.secondYellow
          ? `${playerLabel(players, x.playerId)} · ${t('laws.secondYellow.short')}`
          : playerLabel(players, x.playerId);
        return (
          <Chip
            key={x.playerId}
            size="small"
            color="error"
            variant="outlined"
            data-second-yellow={x.secondYellow ? 'true' : 'false'}
            icon={
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.25, pl: 1 }}>
                {x.secondYellow && <CardMark color="yellow" size={12} />}
                <CardMark color="red" size={12} />
              </Box>
            }
            aria-label={full}
            title={full}
            label={players[x.playerId]?.number ?? full}
          />
        );
      })}
    </Stack>
  );
}
