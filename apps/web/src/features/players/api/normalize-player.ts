import type { TPlayer } from '@futsal/shared/schemas/player';
import { resourceId } from '../../../lib/normalize';

export type { TPlayer };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const dateOrNull = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const oneOf = <T extends string>(v: unknown, values: readonly T[], fallback: T): T =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;

const POSITIONS = ['goalkeeper', 'defender', 'winger', 'pivot', 'universal'] as const;

/** A player as read: missing values become empty strings, empty lists or null (spec §3). */
export function toPlayer(raw: Record<string, unknown>): TPlayer | null {
  const id = resourceId(raw);
  if (!id) return null;
  const positions = (raw.positions ?? {}) as Record<string, unknown>;
  const ec = (raw.emergencyContact ?? {}) as Record<string, unknown>;
  const med = (raw.medicalInfo ?? {}) as Record<string, unknown>;
  const secondary = oneOf(positions.secondary, [...POSITIONS, ''] as const, '');
  return {
    id,
    _id: id,
    team: str(raw.team),
    name: str(raw.name),
    number: typeof raw.number === 'number' ? raw.number : 0,
    positions: { primary: oneOf(positions.primary, POSITIONS, 'winger'), secondary },
    preferredFoot: oneOf(raw.preferredFoot, ['left', 'right', 'both'] as const, 'right'),
    status: oneOf(
      raw.status,
      ['available', 'injured', 'suspended', 'inactive'] as const,
      'available',
    ),
    isActive: raw.isActive !== false,
    dateOfBirth: dateOrNull(raw.dateOfBirth),
    height: numOrNull(raw.height),
    weight: numOrNull(raw.weight),
    joinedDate: dateOrNull(raw.joinedDate),
    phone: str(raw.phone),
    address: str(raw.address),
    nationalId: str(raw.nationalId),
    email: str(raw.email),
    emergencyContact: {
      name: str(ec.name),
      phone: str(ec.phone),
      relationship: str(ec.relationship),
    },
    medicalInfo: {
      bloodType: str(med.bloodType),
      allergies: list(med.allergies),
      currentMedicalConditions: str(med.currentMedicalConditions),
      currentInjuries: list(med.currentInjuries),
      injuryHistory: list(med.injuryHistory),
    },
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt),
  };
}

export const playerKeys = {
  all: ['players'] as const,
  byTeam: (teamId: string) => ['players', 'team', teamId] as const,
  detail: (id: string) => ['players', id] as const,
};
