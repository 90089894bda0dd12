import type { TMatchEventType } from '@futsal/shared/schemas/match-events';

/** The groups a timeline can be filtered by; every event type belongs to exactly one. */
export const EVENT_GROUPS = ['goals', 'cards', 'fouls', 'shots', 'subs', 'other'] as const;
export type TEventGroup = (typeof EVENT_GROUPS)[number];

const GROUP_OF: Record<TMatchEventType, TEventGroup> = {
  goal: 'goals',
  rival_goal: 'goals',
  assist: 'goals',
  shootout_kick: 'goals',
  rival_shootout_kick: 'goals',
  yellow_card: 'cards',
  red_card: 'cards',
  rival_red_card: 'cards',
  foul: 'fouls',
  rival_foul: 'fouls',
  shot: 'shots',
  rival_shot: 'shots',
  // Shown on its shot, never as an entry (issue 38).
  shot_place: 'shots',
  corner: 'shots',
  offside: 'shots',
  substitution: 'subs',
  sub_in: 'subs',
  sub_out: 'subs',
  period_start: 'other',
  period_end: 'other',
  timeout: 'other',
  rival_timeout: 'other',
  flying_goalkeeper_on: 'other',
  flying_goalkeeper_off: 'other',
  rival_flying_goalkeeper_on: 'other',
  rival_flying_goalkeeper_off: 'other',
  void: 'other',
  // Never on a timeline (the engine leaves clock moves out of it), listed for completeness.
  clock_pause: 'other',
  clock_resume: 'other',
  clock_set: 'other',
};

export const groupOf = (type: TMatchEventType): TEventGroup => GROUP_OF[type];

/** How many entries each group holds, for the filter's counts. */
export function countGroups(types: readonly TMatchEventType[]): Record<TEventGroup, number> {
  const counts = Object.fromEntries(EVENT_GROUPS.map((g) => [g, 0])) as Record<TEventGroup, number>;
  for (const type of types) counts[groupOf(type)] += 1;
  return counts;
}
