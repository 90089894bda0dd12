import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDense } from './bench-mode';
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
  /** Our goalkeeper on court: marked, since the court limit and the flying goalkeeper depend on it. */
  goalkeeper?: boolean;
  onTap: (id: string) => void;
}

/** A tap target (≥ 44 px, court players larger): shirt number and name. */
export function PlayerTile({
  player,
  id,
  where,
  selected,
  target,
  disabled,
  badge,
  goalkeeper,
  onTap,
}: Props) {
  'use memo';
  const { t } = useTranslation();
  const dense = useDense();
  const court = where === 'court';
  return (
    <ButtonBase
      data-testid={`${where}-player-${id}`}
      data-selected={selected ? 'true' : 'false'}
      data-goalkeeper={goalkeeper ? 'true' : undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onTap(id)}
      sx={(theme) => ({
        minHeight: court ? (dense ? 60 : 56) : 44,
        width: '100%',
        px: 0.75,
        py: 0.25,
        borderRadius: 2,
        display: 'flex',
        // The number above the name: the five on court share a phone's row, as do five of the bench.
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0,
        justifyContent: 'center',
        textAlign: 'center',
        border: '2px solid',
        borderColor: selected
          ? 'primary.main'
          : goalkeeper
            ? alpha(theme.palette.info.main, 0.9)
            : target
              ? alpha(theme.palette.warning.main, 0.8)
              : 'divider',
        bgcolor: selected
          ? alpha(theme.palette.primary.main, 0.18)
          : court
            ? alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.14 : 0.08)
            : 'background.paper',
        opacity: disabled ? 0.5 : 1,
        transition: 'background-color 120ms, border-color 120ms',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {/* The goalkeeper's mark beside the number, not over it. */}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: court ? '1.35rem' : '1.05rem',
            lineHeight: 1.1,
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
            color: selected ? 'primary.main' : 'text.primary',
          }}
        >
          {player?.number ?? '·'}
        </Typography>
        {goalkeeper && (
          <Box
            component="span"
            data-testid={`goalkeeper-mark-${id}`}
            title={t('live.goalkeeper')}
            sx={(theme) => ({
              px: 0.5,
              borderRadius: 1,
              fontSize: '0.62rem',
              lineHeight: 1.4,
              fontWeight: 700,
              letterSpacing: 0.5,
              color: theme.palette.info.contrastText,
              bgcolor: 'info.main',
            })}
          >
            {t('live.goalkeeperShort')}
          </Box>
        )}
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 500,
          fontSize: court ? '0.8rem' : '0.72rem',
          lineHeight: 1.15,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitLineClamp: 1,
          WebkitBoxOrient: 'vertical',
          wordBreak: 'break-all',
          maxWidth: '100%',
        }}
      >
        {player?.name ?? '—'}
      </Typography>
      {badge && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', position: 'absolute', top: 3, right: 3 }}
        >
          {badge}
        </Box>
      )}
    </ButtonBase>
  );
}
