import { resolveRulesConfig } from '@futsal/shared/futsal/config';
import { periodPlan } from '@futsal/shared/futsal/periods';
import type { TMatchState } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent, TMatchEventType } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSquadPlayer } from '../api/get-squad';
import { describeEntry } from '../lib/describe-event';
import { countGroups, groupOf } from '../lib/event-groups';
import { indexSquad, rulesConfig } from '../lib/rules-config';
import { EventIcon } from './EventIcon';
import { TimelineFilter, type TTimelineFilter } from './TimelineFilter';

/** Every event of a match by period, filterable by kind (goals, cards, fouls, shots, changes, other). */
export function MatchTimeline({
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
                <Box
                  component="li"
                  key={entry.eventId}
                  data-type={entry.type}
                  sx={(theme) => ({
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor:
                      entry.type === 'goal'
                        ? alpha(theme.palette.success.main, 0.12)
                        : entry.type === 'rival_goal'
                          ? alpha(theme.palette.error.main, 0.1)
                          : 'transparent',
                    flexDirection: entry.side === 'rival' ? 'row-reverse' : 'row',
                    textAlign: entry.side === 'rival' ? 'right' : 'left',
                  })}
                >
                  <Typography
                    component="span"
                    sx={{ fontWeight: 700, minWidth: 52, fontVariantNumeric: 'tabular-nums' }}
                    data-testid="timeline-minute"
                  >
                    {entry.display}
                  </Typography>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-flex', width: 20, justifyContent: 'center' }}
                  >
                    <EventIcon type={entry.type} />
                  </Box>
                  <Typography component="span" variant="body2" sx={{ flex: 1 }}>
                    {describeEntry(entry, byId.get(entry.eventId), players, t)}
                  </Typography>
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
