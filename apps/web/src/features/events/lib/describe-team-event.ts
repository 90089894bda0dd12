import type { TTeamEventRow, TTeamEventsResponse } from '@futsal/shared/schemas/stats';
import type { TFunction } from 'i18next';

export type TEventPlayers = TTeamEventsResponse['players'];

export interface TEventDescription {
  type: string;
  /** The player the event is about (the scorer, the player coming on...). */
  player: string;
  /** A second player: the one going off, the assistant. */
  other: string;
  /** Goal and finishing type, shot on target... */
  detail: string;
}

export function playerName(players: TEventPlayers, id: string | undefined, t: TFunction): string {
  if (!id) return '';
  const p = players[id];
  return p ? `${p.number ?? ''} · ${p.name}`.replace(/^ · /, '') : t('teamEvents.unknownPlayer');
}

/** What one row says, in the interface language: the same words on screen and in the CSV. */
export function describeTeamEvent(
  row: TTeamEventRow,
  players: TEventPlayers,
  t: TFunction,
): TEventDescription {
  const e = row.event;
  const name = (id: string | undefined) => playerName(players, id, t);
  const type = t(`matches.eventTypes.${e.type}`);
  switch (e.type) {
    case 'goal':
      return {
        type,
        player: e.ownGoal ? '' : name(e.playerId),
        other: e.assistPlayerId ? t('teamEvents.assist', { player: name(e.assistPlayerId) }) : '',
        detail: [
          e.ownGoal && t('matches.ownGoal'),
          e.goalType && t(`labels.goalType.${e.goalType}`),
          e.finishingType && t(`matches.finishingTypes.${e.finishingType}`),
        ]
          .filter(Boolean)
          .join(' · '),
      };
    case 'rival_goal':
      return {
        type,
        // Our own goal names the player of ours who put it in.
        player: e.ownGoal && e.playerId ? name(e.playerId) : '',
        other: '',
        detail: [
          e.ownGoal && t('matches.ownGoal'),
          e.goalType && t(`labels.goalType.${e.goalType}`),
        ]
          .filter(Boolean)
          .join(' · '),
      };
    case 'substitution':
      return { type, player: name(e.playerInId), other: name(e.playerOutId), detail: '' };
    default:
      return { type, player: 'playerId' in e ? name(e.playerId) : '', other: '', detail: '' };
  }
}
