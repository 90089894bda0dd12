import {
  canSee,
  hiddenSections,
  PLAYER_STATUSES,
  POSITIONS,
  PREFERRED_FEET,
  type TPlayer,
  type TPlayerStatus,
  type TPosition,
  type TPreferredFoot,
  type TTeamRole,
} from '@futsal/shared';
import type { TPlayerRow } from '../../db/schema';

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * A player as `role` may see them (decision 0178): every field of spec §3, missing values
 * read as empty strings, empty lists or null; the sections the role may not see (`canSee`)
 * read as if empty and are named in `hidden`. The role is required: every reply that
 * carries a player says whose eyes it is for.
 */
export function presentPlayer(row: TPlayerRow, role: TTeamRole): TPlayer {
  const personal = canSee(role, 'personal');
  const contact = canSee(role, 'contact');
  const medical = canSee(role, 'medical');
  const emergency = (contact ? row.emergencyContact : null) ?? {};
  const health = (medical ? row.medicalInfo : null) ?? {};
  return {
    id: row.id,
    _id: row.id,
    team: row.teamId,
    name: row.name,
    number: row.number,
    positions: {
      primary: oneOf<TPosition>(POSITIONS, row.primaryPosition, 'winger'),
      secondary: row.secondaryPosition
        ? oneOf<TPosition | ''>(POSITIONS, row.secondaryPosition, '')
        : '',
    },
    preferredFoot: oneOf<TPreferredFoot>(PREFERRED_FEET, row.preferredFoot, 'right'),
    status: oneOf<TPlayerStatus>(PLAYER_STATUSES, row.status, 'available'),
    isActive: row.isActive,
    dateOfBirth: (personal ? row.dateOfBirth : null) ?? null,
    height: (personal ? row.height : null) ?? null,
    weight: (personal ? row.weight : null) ?? null,
    joinedDate: (personal ? row.joinedDate : null) ?? null,
    address: (personal ? row.address : null) ?? '',
    nationalId: (personal ? row.nationalId : null) ?? '',
    phone: (contact ? row.phone : null) ?? '',
    email: (contact ? row.email : null) ?? '',
    emergencyContact: {
      name: emergency.name ?? '',
      phone: emergency.phone ?? '',
      relationship: emergency.relationship ?? '',
    },
    medicalInfo: {
      bloodType: health.bloodType ?? '',
      allergies: health.allergies ?? [],
      currentMedicalConditions: health.currentMedicalConditions ?? '',
      currentInjuries: health.currentInjuries ?? [],
      injuryHistory: health.injuryHistory ?? [],
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hidden: hiddenSections(role),
  };
}
