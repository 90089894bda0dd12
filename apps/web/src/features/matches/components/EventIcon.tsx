import FlagRounded from '@mui/icons-material/FlagRounded';
import GpsFixedRounded from '@mui/icons-material/GpsFixedRounded';
import PanToolRounded from '@mui/icons-material/PanToolRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SportsHandballRounded from '@mui/icons-material/SportsHandballRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import type { TMatchEventType } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';

/** A yellow or red card as a small coloured rectangle (no emoji font needed). */
export function CardMark({ color, size = 14 }: { color: 'yellow' | 'red'; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: Math.round(size * 0.72),
        height: size,
        borderRadius: '2px',
        bgcolor: color === 'yellow' ? '#fbc02d' : '#e53935',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.15)',
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
    />
  );
}

/** The icon of an event type in timelines. */
export function EventIcon({ type }: { type: TMatchEventType }) {
  const sx = { fontSize: 18, verticalAlign: 'middle' } as const;
  switch (type) {
    case 'goal':
      return <SportsSoccerRounded sx={{ ...sx, color: 'success.main' }} />;
    case 'rival_goal':
      return <SportsSoccerRounded sx={{ ...sx, color: 'error.main' }} />;
    case 'yellow_card':
      return <CardMark color="yellow" />;
    case 'red_card':
    case 'rival_red_card':
      return <CardMark color="red" />;
    case 'substitution':
    case 'sub_in':
    case 'sub_out':
      return <SwapVertRounded sx={{ ...sx, color: 'info.main' }} />;
    case 'timeout':
    case 'rival_timeout':
      return <TimerOutlined sx={sx} />;
    case 'period_start':
      return <PlayArrowRounded sx={sx} />;
    case 'period_end':
      return <StopRounded sx={sx} />;
    case 'foul':
    case 'rival_foul':
      return <PanToolRounded sx={{ ...sx, fontSize: 15, color: 'warning.main' }} />;
    case 'shot':
    case 'rival_shot':
      return <GpsFixedRounded sx={sx} />;
    case 'shootout_kick':
    case 'rival_shootout_kick':
      return <SportsSoccerRounded sx={{ ...sx, color: 'text.secondary' }} />;
    case 'corner':
      return <FlagRounded sx={sx} />;
    case 'flying_goalkeeper_on':
    case 'flying_goalkeeper_off':
    case 'rival_flying_goalkeeper_on':
    case 'rival_flying_goalkeeper_off':
      return <SportsHandballRounded sx={{ ...sx, color: 'info.main' }} />;
    default:
      return (
        <Box component="span" sx={{ display: 'inline-block', width: 18, textAlign: 'center' }}>
          •
        </Box>
      );
  }
}
