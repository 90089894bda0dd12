import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import { useEventCallback } from '@mui/material/utils';
import { useState } from 'react';
import { createStore } from '../lib/selection-store';
import type { TEventInput } from '../lib/use-live-match';

/** An action that waits for its player; `ownGoal` is ours, scored for the rival (Law 10). */
export type TPick = 'goal' | 'ownGoal' | 'yellow' | 'red';
export type TAction = TPick | 'shot' | 'foul' | 'corner';

/** The console's pending tap: an action waiting for its player, or a player for an action. */
export interface TSelection {
  pick: TPick | null;
  selected: string | null;
}

const NOTHING: TSelection = { pick: null, selected: null };

/**
 * The console's two-tap grammar: an action then a player, or a player then
 * an action; a court player and a bench player make a substitution.
 *
 * The pending tap lives in a store, not in the console's state: the tiles, the hint and the
 * buttons that show it read it themselves (useSelected), so a tap redraws them and nothing else,
 * and every handler here keeps its identity (decision 0183).
 */
export function usePlayerPicker(
  record: (input: TEventInput) => TMatchEvent | null,
  onCourt: readonly string[],
  /** Issue 38: a logged shot opens the court picker. */
  afterShot?: (e: TMatchEvent | null) => void,
) {
  'use memo';
  const [store] = useState(() => createStore<TSelection>(NOTHING));
  const [sheetGoal, setSheetGoal] = useState<TMatchEventOf<'goal'> | null>(null);
  const where = (id: string) => (onCourt.includes(id) ? 'court' : 'bench');

  const clear = () => store.set(NOTHING);

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
    const { pick, selected } = store.get();
    if (action === 'goal' || action === 'ownGoal' || action === 'yellow' || action === 'red') {
      if (selected) apply(action, selected);
      else store.set({ pick: pick === action ? null : action, selected: null });
      return;
    }
    apply(action, selected ?? undefined);
  };

  const onTapPlayer = (id: string) => {
    const { pick, selected } = store.get();
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
    store.set({ pick: null, selected: selected === id ? null : id });
  };

  const enter = () => {
    const { selected } = store.get();
    if (!selected) return;
    record({ type: 'substitution', playerInId: selected });
    clear();
  };

  /** The selected player when on court (foul, flying goalkeeper), else nothing. */
  const courtSelection = (): { playerId?: string } => {
    const { selected } = store.get();
    return selected && where(selected) === 'court' ? { playerId: selected } : {};
  };

  return {
    store,
    sheetGoal,
    closeSheet: useEventCallback(() => setSheetGoal(null)),
    clear: useEventCallback(clear),
    onAction: useEventCallback(onAction),
    onTapPlayer: useEventCallback(onTapPlayer),
    enter: useEventCallback(enter),
    courtSelection: useEventCallback(courtSelection),
  };
}

export type TPlayerPicker = ReturnType<typeof usePlayerPicker>;
