import type { TMatchState } from '@futsal/shared/futsal/types';
import { MATCH_PERIODS } from '@futsal/shared/values/match-events';
import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import EditRounded from '@mui/icons-material/EditRounded';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUserId } from '../../auth';
import { EventIcon, describeEntry, useEventLoggers, type TPlayerIndex } from '../../matches';
import { PlaceButton, placedShots } from './PlaceButton';

/** The last events, newest first. */
export function LiveTimeline({
  matchId,
  timeline,
  expelled,
  log,
  players,
  limit = 12,
  onEditGoal,
  onPlace,
}: {
  /** Whose events these are: each shows who logged it when it was someone else (decision 0180). */
  matchId: string;
  /** The state's timeline and sendings-off: parts a second of the clock never changes. */
  timeline: TMatchState['timeline'];
  expelled: TMatchState['expelled'];
  log: readonly TMatchEvent[];
  players: TPlayerIndex;
  limit?: number;
  /** Our goals open their details (assist, type, finishing) from here. */
  onEditGoal?: (goal: TMatchEventOf<'goal'>) => void;
  /** Issue 38: give a shot or goal its place on the court. */
  onPlace?: (eventId: string) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(log.map((e) => [e.id, e])), [log]);
  const loggers = useEventLoggers(matchId);
  const selfId = useSignedInUserId();
  // Law 12: the second yellow card is the sending-off itself.
  const secondYellows = new Set(expelled.filter((x) => x.secondYellow).map((x) => x.eventId));
  const placed = useMemo(() => placedShots(log), [log]);
  const entries = MATCH_PERIODS.flatMap((p) => timeline[p])
    .reverse()
    .slice(0, limit);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="live-timeline">
        {t('live.timelineEmpty')}
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      data-testid="live-timeline"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.eventId}
          data-type={entry.type}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'baseline',
            fontSize: '0.875rem',
            color: entry.side === 'rival' ? 'text.secondary' : 'text.primary',
          }}
        >
          <Box
            component="span"
            sx={{ minWidth: 44, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
          >
            {entry.display}
          </Box>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 20,
              display: 'inline-flex',
              justifyContent: 'center',
              alignSelf: 'center',
            }}
          >
            <EventIcon type={entry.type} />
          </Box>
          <Box component="span" sx={{ flex: 1 }}>
            {describeEntry(entry, byId.get(entry.eventId), players, t)}
            {secondYellows.has(entry.eventId) && ` · ${t('laws.secondYellow.short')}`}
            {(() => {
              const logger = loggers.get(entry.eventId);
              if (!logger || logger.id === selfId) return null;
              return (
                <Box
                  component="span"
                  data-testid="timeline-logged-by"
                  title={t('liveStaff.loggedBy', { name: logger.name })}
                  sx={{ color: 'text.secondary', fontSize: '0.75rem' }}
                >
                  {` · ${logger.name}`}
                </Box>
              );
            })()}
          </Box>
          {(() => {
            const event = byId.get(entry.eventId);
            if (!onEditGoal || event?.type !== 'goal' || event.ownGoal) return null;
            return (
              <IconButton
                size="small"
                aria-label={t('live.goalSheet.edit')}
                data-testid={`timeline-edit-goal-${entry.eventId}`}
                onClick={() => onEditGoal(event)}
                sx={{ alignSelf: 'center', my: -0.5 }}
              >
                <EditRounded fontSize="small" />
              </IconButton>
            );
          })()}
          {onPlace && (
            <PlaceButton event={byId.get(entry.eventId)} placed={placed} onPlace={onPlace} />
          )}
        </Box>
      ))}
    </Box>
  );
}
