import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TMatchEventType } from '@futsal/shared/schemas/match-events';
import type { ReactNode } from 'react';
import { EventIcon } from './EventIcon';

/**
 * One line of a match timeline: minute, icon and what happened, on the side of
 * the team it belongs to (`mirrored` puts it on the right). `tone` tints goals.
 */
export function TimelineRow({
  type,
  icon = type,
  display,
  mirrored,
  tone,
  children,
}: {
  type: TMatchEventType;
  icon?: TMatchEventType;
  display: string;
  mirrored: boolean;
  tone?: 'good' | 'bad';
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-type={type}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        bgcolor:
          tone === 'good'
            ? alpha(theme.palette.success.main, 0.12)
            : tone === 'bad'
              ? alpha(theme.palette.error.main, 0.1)
              : 'transparent',
        flexDirection: mirrored ? 'row-reverse' : 'row',
        textAlign: mirrored ? 'right' : 'left',
      })}
    >
      <Typography
        component="span"
        sx={{ fontWeight: 700, minWidth: 52, fontVariantNumeric: 'tabular-nums' }}
        data-testid="timeline-minute"
      >
        {display}
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', width: 20, justifyContent: 'center', flexShrink: 0 }}
      >
        <EventIcon type={icon} />
      </Box>
      <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
