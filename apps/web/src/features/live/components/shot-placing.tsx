import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The court picker's state (issue 38): opened after a shot is logged, or from the timeline for any
 * shot or goal; its place is a `shot_place` logged at the shot's own moment.
 */
export function useShotPlacing(record: TRecord, log: readonly TMatchEvent[]) {
  'use memo';
  const [target, setTarget] = useState<TPlaceable | null>(null);
  const dialog = (
    <CourtPicker
      target={target}
      onClose={() => setTarget(null)}
      onPlace={(shot, place) =>
        record(
          { type: 'shot_place', shotEventId: shot.id, ...place },
          { period: shot.period, clockSec: shot.minute * 60 + shot.second },
        )
      }
    />
  );
  return {
    dialog,
    /** After a shot is logged: goals keep their details sheet and are placed from the timeline. */
    afterShot: (e: TMatchEvent | null) => {
      if (e?.type === 'shot' || e?.type === 'rival_shot') setTarget(e);
    },
    openById: (id: string) => {
      const e = log.find((x) => x.id === id);
      if (isPlaceable(e)) setTarget(e);
    },
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
