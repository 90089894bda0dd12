import type { TCallupView } from '@futsal/shared/schemas/callup';

/**
 * What the call-up form was filled from. The page polls for answers (decision 0168): a reply that
 * brings only answers keeps this stamp, so the coach's unsaved picks stay; a saved change remounts it.
 */
export const callupStamp = (view: TCallupView) =>
  view.players.map((p) => `${p.playerId}:${p.calledUp ? 1 : 0}:${p.override}`).join('|');

/** The same for the attendance form: who is called up, and the attendance taken. */
export const attendanceStamp = (view: TCallupView) =>
  view.players
    .map((p) => `${p.playerId}:${p.calledUp ? 1 : 0}:${p.attendance ?? ''}:${p.absenceReason}`)
    .join('|');
