import type { TMatchState } from '@futsal/shared/futsal/types';
import { MATCH_PERIODS } from '@futsal/shared/values/match-events';
import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUserId } from '../../auth';
import { EventIcon, describeEntry, useEventLoggers, type TPlayerIndex } from '../../matches';
import { PlaceButton, placedShots } from './PlaceButton';

/**
 * The rows are plain elements under one style: a row's parts are drawn without MUI, so a new kind
 * of row (a shot's place button, say) inserts no CSS rule of its own in the tap that logs it, and
 * the list's re-render serialises one style, not four a row (decision 0184). The event's icon
 * (`EventIcon`, shared with the match's pages) keeps its own style, first drawn with its kind.
 */
const LIST_SX: SxProps<Theme> = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 0.5,
  '& > li': {
    display: 'flex',
    gap: 1,
    alignItems: 'baseline',
    fontSize: '0.875rem',
    color: 'text.primary',
  },
  '& > li[data-side="rival"]': { color: 'text.secondary' },
  '& .tl-time': { minWidth: 44, fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
  '& .tl-icon': {
    width: 20,
    display: 'inline-flex',
    justifyContent: 'center',
    alignSelf: 'center',
  },
  '& .tl-text': { flex: 1 },
  '& .tl-by': { color: 'text.secondary', fontSize: '0.75rem' },
  '& .tl-action': {
    alignSelf: 'center',
    my: -0.5,
    p: 0.5,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    display: 'inline-flex',
    '& svg': { fontSize: 20 },
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& .tl-action[data-placed="true"]': { color: 'primary.main' },
};

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
    <Box component="ol" data-testid="live-timeline" sx={LIST_SX}>
      {entries.map((entry) => {
        const event = byId.get(entry.eventId);
        const logger = loggers.get(entry.eventId);
        return (
          <li key={entry.eventId} data-type={entry.type} data-side={entry.side}>
            <span className="tl-time">{entry.display}</span>
            <span className="tl-icon" aria-hidden>
              <EventIcon type={entry.type} />
            </span>
            <span className="tl-text">
              {describeEntry(entry, event, players, t)}
              {secondYellows.has(entry.eventId) && ` · ${t('laws.secondYellow.short')}`}
              {logger && logger.id !== selfId && (
                <span
                  className="tl-by"
                  data-testid="timeline-logged-by"
                  title={t('liveStaff.loggedBy', { name: logger.name })}
                >
                  {` · ${logger.name}`}
                </span>
              )}
            </span>
            {onEditGoal && event?.type === 'goal' && !event.ownGoal && (
              <button
                type="button"
                className="tl-action"
                aria-label={t('live.goalSheet.edit')}
                data-testid={`timeline-edit-goal-${entry.eventId}`}
                onClick={() => onEditGoal(event)}
              >
                <EditRounded />
              </button>
            )}
            {onPlace && <PlaceButton event={event} placed={placed} onPlace={onPlace} />}
          </li>
        );
      })}
    </Box>
  );
}
