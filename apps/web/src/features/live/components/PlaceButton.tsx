import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Place from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import { isPlaceable } from './shot-placing';

/** Ids of the shots and goals the log has a place for (a void of the place is already out of the log). */
export function placedShots(log: readonly TMatchEvent[]): Set<string> {
  const voided = new Set(log.flatMap((e) => (e.type === 'void' ? [e.voidsEventId] : [])));
  return new Set(
    log.flatMap((e) =>
      e.type === 'shot_place' && !voided.has(e.id) && e.x !== undefined ? [e.shotEventId] : [],
    ),
  );
}

/** A timeline row's button to place its shot or goal on the court, afterwards (issue 38). */
export function PlaceButton({
  event,
  placed,
  onPlace,
}: {
  event: TMatchEvent | undefined;
  placed: ReadonlySet<string>;
  onPlace: (eventId: string) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  if (!isPlaceable(event)) return null;
  const done = placed.has(event.id);
  // A plain button, styled by the timeline's list (`.tl-action`).
  return (
    <button
      type="button"
      className="tl-action"
      data-placed={done}
      data-testid={`place-${event.id}`}
      aria-label={t(done ? 'shots.placeAgain' : 'shots.place')}
      onClick={() => onPlace(event.id)}
    >
      {done ? <Place /> : <PlaceOutlined />}
    </button>
  );
}
