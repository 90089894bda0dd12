import {
  PLAYER_STATUSES,
  POSITIONS,
  PREFERRED_FEET,
  type TPlayer,
  type TPlayerStatus,
  type TPosition,
  type TPreferredFoot,
} from '@futsal/shared';
import type { TPlayerRow } from '../../db/schema';

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Every field of spec §3; missing values read as empty strings, empty lists or null. */
export function presentPlayer(row: TPlayerRow): TPlayer {
  const contact = row.emergencyContact ?? {};
  const medical = row.medicalInfo ?? {};
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
    dateOfBirth: row.dateOfBirth ?? null,
    height: row.height ?? null,
    weight: row.weight ?? null,
    joinedDate: row.joinedDate ?? null,
    phone: row.phone ?? '',
    address: row.address ?? '',
    nationalId: row.nationalId,
    email: row.email ?? '',
    emergencyContact: {
      name: contact.name ?? '',
      phone: contact.phone ?? '',
      relationship: contact.relationship ?? '',
    },
    medicalInfo: {
      bloodType: medical.bloodType ?? '',
      allergies: medical.allergies ?? [],
      currentMedicalConditions: medical.currentMedicalConditions ?? '',
      currentInjuries: medical.currentInjuries ?? [],
      injuryHistory: medical.injuryHistory ?? [],
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
