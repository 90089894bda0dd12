// The values of schemas/player.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/player.ts re-exports them.

export const POSITIONS = ['goalkeeper', 'defender', 'winger', 'pivot', 'universal'] as const;

export const PLAYER_STATUSES = ['available', 'injured', 'suspended', 'inactive'] as const;

export const PREFERRED_FEET = ['left', 'right', 'both'] as const;

export const PARTICIPATIONS = [
  'starter',
  'substitute',
  'substitute_played',
  'bench',
  'injured',
  'suspended',
  'not_selected',
] as const;

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
