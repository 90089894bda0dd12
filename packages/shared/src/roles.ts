/**
 * Staff roles of a team (issue 40, decision 0175): what each role may do and
 * which parts of a player's record it may see. The server gates every
 * team-scoped route with `can`, the presenters blank what `canSee` denies, and
 * the web hides the same actions and fields from the same table.
 */
export const TEAM_ROLES = ['owner', 'coach', 'assistant', 'analyst', 'medical'] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];

/** Roles the owner can give by invitation or change to (there is one owner: the paying account). */
export const STAFF_ROLES = ['coach', 'assistant', 'analyst', 'medical'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The team, its squad by name and number, fixtures, competitions, trainings and calendar. */
  'team.read',
  /** Team settings, competitions, fixtures, trainings, call-ups, adding and removing players. */
  'team.edit',
  /** Deleting the team. */
  'team.delete',
  /** Inviting, changing and removing staff; the audit trail. */
  'members.manage',
  /** A player's sporting and personal record (everything but the medical part). */
  'player.edit',
  /** A player's medical data and availability status. */
  'player.medical.edit',
  /** Logging a live match, its lineup, and its public live link. */
  'match.log',
  /** Figures of the team, its players and matches. */
  'stats.read',
  /** PDF reports. */
  'reports.read',
  /** Exports of everything (GDPR): the owner's. */
  'data.export',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

const ALL = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<TTeamRole, readonly TPermission[]> = {
  owner: ALL,
  coach: ALL.filter((p) => p !== 'team.delete' && p !== 'members.manage' && p !== 'data.export'),
  assistant: ['team.read', 'match.log', 'stats.read', 'reports.read'],
  analyst: ['team.read', 'stats.read', 'reports.read'],
  medical: ['team.read', 'player.medical.edit', 'stats.read'],
};

export function can(role: TTeamRole | null | undefined, permission: TPermission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Parts of a player's record beyond name, number, positions, foot, photo and status.
 * - personal: date of birth, height, weight, joined date, address, national id;
 * - contact: phone, e-mail and the emergency contact;
 * - medical: blood type, allergies, conditions, injuries and their history.
 */
export const PLAYER_SECTIONS = ['personal', 'contact', 'medical'] as const;
export type TPlayerSection = (typeof PLAYER_SECTIONS)[number];

const SECTIONS: Record<TTeamRole, readonly TPlayerSection[]> = {
  owner: PLAYER_SECTIONS,
  coach: PLAYER_SECTIONS,
  assistant: [],
  analyst: [],
  medical: ['medical'],
};

export function canSee(role: TTeamRole | null | undefined, section: TPlayerSection): boolean {
  return role != null && SECTIONS[role].includes(section);
}

/** Sections a role may not see, as the API lists them on a redacted player. */
export function hiddenSections(role: TTeamRole): TPlayerSection[] {
  return PLAYER_SECTIONS.filter((s) => !canSee(role, s));
}
