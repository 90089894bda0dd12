import { resolveRulesConfig } from '@futsal/shared/futsal/config';
import { periodPlan } from '@futsal/shared/futsal/periods';
import type { TMatchState } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent, TMatchEventType } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSquadPlayer } from '../api/get-squad';
import { describeEntry } from '../lib/describe-event';
import { countGroups, groupOf } from '../lib/event-groups';
import { indexSquad, rulesConfig } from '../lib/rules-config';
import { TimelineFilter, type TTimelineFilter } from './TimelineFilter';
import { TimelineRow } from './TimelineRow';

/**
 * Every event of a match by period, filterable by kind (goals, cards, fouls, shots, changes, other).
 * Memoised: a live match's page re-renders each second for its clock, and a long log's entries
 * need not follow: the log's own state changes only with the log, the match or the squad.
 */
export const MatchTimeline = memo(function MatchTimeline({
  match,
  state,
  log,
  squad,
}: {
  match: TMatch;
  state: TMatchState;
  log: readonly TMatchEvent[];
  squad: readonly TSquadPlayer[];
}) {
  const { t } = useTranslation();
  const players = useMemo(() => indexSquad(squad), [squad]);
  const byId = useMemo(() => new Map(log.map((e) => [e.id, e])), [log]);
  const [filter, setFilter] = useState<TTimelineFilter>('all');
  const plan = periodPlan(resolveRulesConfig(rulesConfig(match, squad)));
  const all = plan.flatMap((s) => state.timeline[s.period]);
  const shown = (type: TMatchEventType) => filter === 'all' || groupOf(type) === filter;
  const periods = plan.filter((s) => state.timeline[s.period].some((e) => shown(e.type)));
  if (all.length === 0)
    return <Typography color="text.secondary">{t('live.timelineEmpty')}</Typography>;
  return (
    <Stack spacing={2}>
      <TimelineFilter
        value={filter}
        counts={countGroups(all.map((e) => e.type))}
        total={all.length}
        onChange={setFilter}
      />
      {periods.map((slot) => (
        <Box key={slot.period} data-testid={`timeline-${slot.period}`}>
          <Typography variant="overline" color="text.secondary">
            {t(`matches.periods.${slot.period}`)}
          </Typography>
          <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.timeline[slot.period]
              .filter((e) => shown(e.type))
              .map((entry) => (
                <TimelineRow
                  key={entry.eventId}
                  type={entry.type}
                  display={entry.display}
                  mirrored={entry.side === 'rival'}
                  tone={
                    entry.type === 'goal' ? 'good' : entry.type === 'rival_goal' ? 'bad' : undefined
                  }
                >
                  {describeEntry(entry, byId.get(entry.eventId), players, t)}
                </TimelineRow>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
});
