import type { TTimelineEntry } from '@futsal/shared/futsal/types';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import type { TFunction } from 'i18next';
import { playerLabel, type TPlayerIndex } from './rules-config';

/** One line of a timeline: "Gol · 10 · Ana (asist. 7 · Eva)". */
export function describeEntry(
  entry: TTimelineEntry,
  event: TMatchEvent | undefined,
  players: TPlayerIndex,
  t: TFunction,
): string {
  const own = (event?.type === 'goal' || event?.type === 'rival_goal') && event.ownGoal;
  // Law 10: an own goal keeps its side's word ("Gol rival"), said to be in the scorer's own net.
  const type = `${t(`matches.eventTypes.${entry.type}`)}${own ? ` (${t('matches.ownGoal')})` : ''}`;
  if (event?.type === 'substitution') {
    const inP = playerLabel(players, event.playerInId);
    return event.playerOutId
      ? `${type}: ${inP} ↔ ${playerLabel(players, event.playerOutId)}`
      : `${type}: ${inP}`;
  }
  const who = entry.playerId ? playerLabel(players, entry.playerId) : '';
  const parts = [who ? `${type} · ${who}` : type];
  if (event?.type === 'goal') {
    const extra = [
      event.goalType ? t(`labels.goalType.${event.goalType}`) : '',
      event.assistPlayerId
        ? t('matches.assistBy', { player: playerLabel(players, event.assistPlayerId) })
        : '',
    ].filter(Boolean);
    if (extra.length) parts.push(`(${extra.join(', ')})`);
  }
  if ((event?.type === 'foul' || event?.type === 'rival_foul') && event.accumulated === false) {
    parts.push(`(${t('laws.indirect.short')})`);
  }
  if (event?.type === 'shootout_kick' || event?.type === 'rival_shootout_kick') {
    parts.push(`(${t(`laws.shootout.outcome.${event.outcome}`)})`);
  }
  return parts.join(' ');
}
