import type {
  TPublicLiveMatch,
  TPublicPlayer,
  TPublicTimelineEntry,
} from '@futsal/shared/schemas/live-share';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TimelineRow } from '../../matches';

const who = (p: TPublicPlayer | null) => (p ? `${p.number} · ${p.name}` : '');

/** A fan sees both teams alike: "Goal · Inter Movistar", not the coach's "Opponent goal". */
const NEUTRAL_TYPE: Partial<Record<TPublicTimelineEntry['type'], TPublicTimelineEntry['type']>> = {
  rival_goal: 'goal',
  rival_red_card: 'red_card',
  rival_timeout: 'timeout',
  rival_shootout_kick: 'shootout_kick',
};

export function describePublicEntry(
  entry: TPublicTimelineEntry,
  teams: { us: string; rival: string },
  t: TFunction,
): string {
  // A second yellow is a sending-off (Law 12): said as the red card it is, then why.
  const shown = entry.secondYellow ? 'red_card' : (NEUTRAL_TYPE[entry.type] ?? entry.type);
  const own = entry.ownGoal ? ` (${t('matches.ownGoal')})` : '';
  const type = `${t(`matches.eventTypes.${shown}`)}${own}`;
  if (entry.type === 'period_start' || entry.type === 'period_end')
    return `${type} · ${t(`matches.periods.${entry.period}`)}`;
  const parts = [type];
  const player = who(entry.player);
  // An own goal names who put it in: a player of ours, or the team that conceded it.
  const team = entry.ownGoal ? (entry.side === 'us' ? 'rival' : 'us') : entry.side;
  parts.push(player || teams[team]);
  let text = parts.join(' · ');
  if (entry.playerOut) text += ` (${t('liveShare.page.off', { player: who(entry.playerOut) })})`;
  if (entry.assist) text += ` (${t('matches.assistBy', { player: who(entry.assist) })})`;
  if (entry.outcome) text += ` (${t(`laws.shootout.outcome.${entry.outcome}`)})`;
  if (entry.secondYellow) text += ` · ${t('laws.secondYellow.short')}`;
  return text;
}

/** Newest first; each entry on the side its team has on the scoreboard. */
export function PublicTimeline({ live }: { live: TPublicLiveMatch }) {
  const { t } = useTranslation();
  const teams = { us: live.teamName, rival: live.opponent };
  // The home team is on the left of the scoreboard.
  const leftSide = live.isHome ? 'us' : 'rival';
  const entries = [...live.timeline].reverse();
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="public-timeline-empty">
        {t('liveShare.page.timelineEmpty')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      data-testid="public-timeline"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
    >
      {entries.map((entry) => {
        const right =
          entry.type !== 'period_start' && entry.type !== 'period_end' && entry.side !== leftSide;
        const goal = entry.type === 'goal' || entry.type === 'rival_goal';
        return (
          <TimelineRow
            key={entry.id}
            type={entry.type}
            icon={entry.secondYellow ? 'red_card' : (NEUTRAL_TYPE[entry.type] ?? entry.type)}
            display={entry.display}
            mirrored={right}
            tone={goal ? 'good' : undefined}
          >
            {describePublicEntry(entry, teams, t)}
          </TimelineRow>
        );
      })}
    </Box>
  );
}
