import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import { useEventCallback } from '@mui/material/utils';
import { useState } from 'react';
import type { TEventInput } from '../lib/use-live-match';

/** An action that waits for its player; `ownGoal` is ours, scored for the rival (Law 10). */
export type TPick = 'goal' | 'ownGoal' | 'yellow' | 'red';
export type TAction = TPick | 'shot' | 'foul' | 'corner';

/**
 * The console's two-tap grammar: an action then a player, or a player then
 * an action; a court player and a bench player make a substitution.
 */
export function usePlayerPicker(
  record: (input: TEventInput) => TMatchEvent | null,
  onCourt: readonly string[],
  /** Issue 38: a logged shot opens the court picker. */
  afterShot?: (e: TMatchEvent | null) => void,
) {
  'use memo';
  const [pick, setPick] = useState<TPick | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [sheetGoal, setSheetGoal] = useState<TMatchEventOf<'goal'> | null>(null);
  const where = (id: string) => (onCourt.includes(id) ? 'court' : 'bench');

  const clear = () => {
    setPick(null);
    setSelected(null);
  };

  const apply = (action: TAction, playerId?: string) => {
    const who = playerId ? { playerId } : {};
    switch (action) {
      case 'goal': {
        if (!playerId) return;
        const e = record({ type: 'goal', playerId });
        if (e?.type === 'goal') setSheetGoal(e);
        break;
      }
      case 'ownGoal':
        if (playerId) record({ type: 'rival_goal', ownGoal: true, playerId });
        break;
      case 'yellow':
        if (playerId) record({ type: 'yellow_card', playerId });
        break;
      case 'red':
        if (playerId) record({ type: 'red_card', playerId });
        break;
      case 'shot':
        afterShot?.(record({ type: 'shot', ...who }));
        break;
      case 'foul':
        record({ type: 'foul', ...who });
        break;
      case 'corner':
        record({ type: 'corner', ...who });
        break;
    }
    clear();
  };

  const onAction = (action: TAction) => {
    if (action === 'goal' || action === 'ownGoal' || action === 'yellow' || action === 'red') {
      if (selected) apply(action, selected);
      else setPick((p) => (p === action ? null : action));
      return;
    }
    apply(action, selected ?? undefined);
  };

  const onTapPlayer = (id: string) => {
    if (pick) {
      apply(pick, id);
      return;
    }
    if (selected && selected !== id && where(selected) !== where(id)) {
      const out = where(selected) === 'court' ? selected : id;
      const inId = out === selected ? id : selected;
      record({ type: 'substitution', playerOutId: out, playerInId: inId });
      clear();
      return;
    }
    setSelected((s) => (s === id ? null : id));
  };

  const enter = () => {
    if (!selected) return;
    record({ type: 'substitution', playerInId: selected });
    clear();
  };

  // Handlers of fixed identity: a tap then redraws the tiles and buttons whose own state it
  // changes, not every one holding a handler that closes over the selection.
  const tapPlayer = useEventCallback(onTapPlayer);
  const act = useEventCallback(onAction);
  const clearPick = useEventCallback(clear);
  const enterSelected = useEventCallback(enter);

  /** The selected player when on court (foul, flying goalkeeper), else nothing. */
  const courtSelection = selected && where(selected) === 'court' ? { playerId: selected } : {};

  return {
    pick,
    selected,
    selectedWhere: selected ? where(selected) : null,
    courtSelection,
    sheetGoal,
    closeSheet: () => setSheetGoal(null),
    clear: clearPick,
    onAction: act,
    onTapPlayer: tapPlayer,
    enter: enterSelected,
  };
}

export type TPlayerPicker = ReturnType<typeof usePlayerPicker>;
