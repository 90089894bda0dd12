/** Business constants of spec §9, the single source for server and web. */
export const LIMITS = {
  team: {
    name: [3, 50],
    description: [10, 500],
    division: [2, 50],
    /** The rotation board's target stint, in seconds (issue 37): 1 to 15 minutes, 4:00 unless set. */
    targetStintSec: [60, 900],
    defaultTargetStintSec: 240,
    /** Hours before an event the unanswered called-up players are reminded (decision 0167); 0 is off. */
    reminderHoursBefore: [0, 168],
    defaultReminderHoursBefore: 24,
  },
  player: { name: [2, 50], number: [1, 99], nationalId: [5, 20] },
  match: { opponent: [3, 50], location: [3, 100], periods: [1, 4], periodMinutes: [5, 45] },
  competition: {
    name: [3, 50],
    /**
     * Disciplinary rules (decision 0165): matches a sending-off suspends for (0 to 10), yellow
     * cards that suspend (0 = no accumulation, up to 20) and the matches they suspend for (1 to 10).
     */
    redSuspensionMatches: [0, 10],
    yellowAccumulation: [0, 20],
    yellowSuspensionMatches: [1, 10],
  },
  /** The coach's reason for lining up or calling up a suspended player. */
  overrideReason: 200,
  /** A training session (issue 39): where, for how long, what it works on. */
  training: { place: [3, 100], durationMinutes: [15, 300], focus: 100, notes: 1000 },
  user: { name: [1, 50], email: 254 },
  password: { login: 6, register: 8, max: 128 },
  lineup: { starters: 5, maxSubstitutes: 9 },
  regularTimeMinutes: 40,
  manDownMinutes: 2,
  upload: { maxBytes: 5 * 1024 * 1024, contactMaxFiles: 3 },
  /**
   * A squad's spreadsheet (decision 0116): a file of at most 1 MB, of at most 200 players and 30
   * columns; an .xlsx may unpack to at most 8 MB; a cell is kept up to 300 characters (every
   * field allows fewer, so a longer one is still refused).
   */
  playerImport: {
    maxBytes: 1024 * 1024,
    maxRows: 200,
    maxColumns: 30,
    maxCell: 300,
    maxUnpackedBytes: 8 * 1024 * 1024,
  },
  notifications: { max: 3, autoHideMs: 5000 },
  sideMenu: { width: 240, collapsedWidth: 65 },
} as const;

export const PLANS = ['starter', 'club', 'pro'] as const;
export type TPlan = (typeof PLANS)[number];

export const LANGUAGES = ['es', 'en', 'it', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'es';

/** Path segments that are route words, never ids (spec §5). */
export const RESERVED_ID_SEGMENTS = ['teams', 'tournaments', 'new', 'players', 'team'] as const;

/** Days an invitation to a team's staff opens before it expires (decision 0176). */
export const INVITATION_EXPIRY_DAYS = 7;
