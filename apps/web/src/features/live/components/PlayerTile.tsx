import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { TSquadPlayer } from '../../matches';

interface Props {
  player: TSquadPlayer | undefined;
  id: string;
  where: 'court' | 'bench';
  selected: boolean;
  /** Highlighted as a valid target of the pending action. */
  target: boolean;
  disabled?: boolean;
  badge?: ReactNode;
  onTap: (id: string) => void;
}

/** A large tap target (≥ 64 px): shirt number and name. */
export function PlayerTile({ player, id, where, selected, target, disabled, badge, onTap }: Props) {
  return (
    <ButtonBase
      data-testid={`${where}-player-${id}`}
      data-selected={selected ? 'true' : 'false'}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onTap(id)}
      sx={(theme) => ({
        minHeight: where === 'court' ? 72 : 56,
        width: '100%',
        px: 1,
        py: 0.75,
        borderRadius: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        justifyContent: 'flex-start',
        textAlign: 'left',
        border: '2px solid',
        borderColor: selected
          ? 'primary.main'
          : target
            ? alpha(theme.palette.warning.main, 0.8)
            : 'divider',
        bgcolor: selected
          ? alpha(theme.palette.primary.main, 0.18)
          : where === 'court'
            ? alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.14 : 0.08)
            : 'background.paper',
        opacity: disabled ? 0.5 : 1,
        transition: 'background-color 120ms, border-color 120ms',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: where === 'court' ? '1.6rem' : '1.25rem',
          minWidth: where === 'court' ? 40 : 32,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          color: selected ? 'primary.main' : 'text.primary',
        }}
      >
        {player?.number ?? '·'}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontWeight: 500,
          fontSize: where === 'court' ? '0.95rem' : '0.85rem',
          lineHeight: 1.2,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          flex: 1,
        }}
      >
        {player?.name ?? '—'}
      </Typography>
      {badge && (
        <Box component="span" sx={{ display: 'inline-flex', pr: 0.5 }}>
          {badge}
        </Box>
      )}
    </ButtonBase>
  );
}
