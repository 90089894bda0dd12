import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { TPlayer } from '@futsal/shared/schemas/player';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberBadge } from './PlayerStatusChip';

/** The players the quick add has added so far, the last one first. */
export function QuickAddedList({ players }: { players: readonly TPlayer[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 2.5 }}>
      {/* Announced as each player goes in; empty (and silent) before the first. */}
      <Typography variant="overline" color="text.secondary" component="h3" aria-live="polite">
        {players.length > 0 ? t('players.quickAdd.added', { count: players.length }) : ''}
      </Typography>
      <Box
        component="ul"
        data-testid="quick-add-list"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {players.map((p) => (
          <Box
            component="li"
            key={p.id}
            data-testid="quick-add-row"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <NumberBadge number={p.number} status={p.status} size={32} />
            <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} noWrap>
              {p.name}
            </Typography>
            <CheckCircleRounded color="success" fontSize="small" aria-hidden />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
