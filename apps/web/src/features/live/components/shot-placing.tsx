import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useEventCallback } from '@mui/material/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore, useSelected, type TStore } from '../lib/selection-store';
import type { TEventInput } from '../lib/use-live-match';
import { ActionButton } from './ActionButton';
import { CourtPicker, type TPlaceable } from './CourtPicker';

type TRecord = (
  input: TEventInput,
  at?: { period: TMatchEvent['period']; clockSec: number },
) => TMatchEvent | null;

/** Shots and goals of both teams; an own goal is no one's shot (Law 10). */
export const isPlaceable = (e: TMatchEvent | undefined): e is TPlaceable =>
  e !== undefined &&
  (e.type === 'shot' ||
    e.type === 'rival_shot' ||
    ((e.type === 'goal' || e.type === 'rival_goal') && e.ownGoal !== true));

/** The court picker over the console, open on the shot its store holds. */
function PlacingDialog({ target, record }: { target: TStore<TPlaceable | null>; record: TRecord }) {
  'use memo';
  const shot = useSelected(target, (t) => t);
  return (
    <CourtPicker
      target={shot}
      onClose={() => target.set(null)}
      onPlace={(placed, place) =>
        record(
          { type: 'shot_place', shotEventId: placed.id, ...place },
          { period: placed.period, clockSec: placed.minute * 60 + placed.second },
        )
      }
    />
  );
}

/**
 * The court picker's state (issue 38): opened after a shot is logged, or from the timeline for any
 * shot or goal; its place is a `shot_place` logged at the shot's own moment. The shot it is open
 * on is a store the picker reads: opening it redraws the picker, not the console (decision 0183).
 */
export function useShotPlacing(record: TRecord, log: readonly TMatchEvent[]) {
  'use memo';
  const [target] = useState(() => createStore<TPlaceable | null>(null));
  return {
    dialog: <PlacingDialog target={target} record={record} />,
    /** After a shot is logged: goals keep their details sheet and are placed from the timeline. */
    afterShot: useEventCallback((e: TMatchEvent | null) => {
      if (e?.type === 'shot' || e?.type === 'rival_shot') target.set(e);
    }),
    openById: useEventCallback((id: string) => {
      const e = log.find((x) => x.id === id);
      if (isPlaceable(e)) target.set(e);
    }),
  };
}

/** The rival's shot and flying goalkeeper, beside its other actions. */
export function RivalShotActions({
  rivalFlying,
  playable,
  record,
  afterShot,
}: {
  /** The rival plays with a flying goalkeeper now. */
  rivalFlying: boolean;
  playable: boolean;
  record: TRecord;
  afterShot: (e: TMatchEvent | null) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const flying = rivalFlying;
  return (
    <>
      <ActionButton
        testid="action-rival-shot"
        disabled={!playable}
        onClick={() => afterShot(record({ type: 'rival_shot' }))}
      >
        {t('shots.rivalShot')}
      </ActionButton>
      <ActionButton
        testid="action-rival-flying"
        active={flying}
        disabled={!playable}
        onClick={() =>
          record({ type: flying ? 'rival_flying_goalkeeper_off' : 'rival_flying_goalkeeper_on' })
        }
      >
        {t(flying ? 'shots.rivalFlyingOff' : 'shots.rivalFlyingOn')}
      </ActionButton>
    </>
  );
}
