/** A called-up player's answer through their personal link (issue 39, decision 0158). */
export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type TAvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const ANSWER_NOTE_MAX = 300;
