import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import HealingRounded from '@mui/icons-material/HealingRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TPlayerStatus } from '@futsal/shared/schemas/player';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<TPlayerStatus, 'success' | 'error' | 'warning' | 'default'> = {
  available: 'success',
  injured: 'error',
  suspended: 'warning',
  inactive: 'default',
};

const STATUS_ICON = {
  available: CheckCircleRounded,
  injured: HealingRounded,
  suspended: DoNotDisturbOnRounded,
  inactive: PauseCircleRounded,
} as const;

/** The player's status at a glance: coloured chip with an icon. */
export function PlayerStatusChip({
  status,
  size = 'small',
}: {
  status: TPlayerStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const Icon = STATUS_ICON[status];
  return (
    <Chip
      icon={<Icon />}
      label={t(`players.status.${status}`)}
      color={STATUS_COLOR[status]}
      size={size}
      variant={status === 'inactive' ? 'outlined' : 'filled'}
      data-testid="player-status"
      data-status={status}
      sx={{ fontWeight: 500 }}
    />
  );
}

/** The shirt number in a round badge tinted with the status colour. */
export function NumberBadge({
  number,
  status,
  size = 44,
}: {
  number: number;
  status?: TPlayerStatus;
  size?: number;
}) {
  const tone = status ? STATUS_COLOR[status] : 'default';
  return (
    <Box
      data-testid="player-number"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        color: tone === 'default' ? 'text.secondary' : 'primary.contrastText',
        bgcolor: (theme) => (tone === 'default' ? theme.palette.action.selected : 'primary.main'),
        boxShadow: (theme) =>
          tone === 'default'
            ? 'none'
            : `0 0 0 3px ${alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.6 : 0.45)}`,
      }}
    >
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.4, lineHeight: 1 }}>
        {number}
      </Typography>
    </Box>
  );
}
