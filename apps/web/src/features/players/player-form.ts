import {
  ZCreatePlayerRequest,
  type TCreatePlayerRequest,
  type TPlayer,
} from '@futsal/shared/schemas/player';
import type { Control } from 'react-hook-form';
import { zodFormResolver } from '../../lib/zod-form-resolver';

/** The player form's values: what the inputs hold (numbers as typed text). */
export interface TPlayerFormValues {
  name: string;
  number: string;
  positions: { primary: string; secondary: string };
  preferredFoot: string;
  status: string;
  /** The day a newly chosen status began, when not today (decision 0188); '' for today. */
  statusSince: string;
  isActive: boolean;
  dateOfBirth: string;
  height: string;
  weight: string;
  joinedDate: string;
  phone: string;
  email: string;
  address: string;
  nationalId: string;
  emergencyContact: { name: string; phone: string; relationship: string };
  medicalInfo: {
    bloodType: string;
    allergies: string[];
    currentMedicalConditions: string;
    currentInjuries: string[];
    injuryHistory: string[];
  };
}

/** Paths the server may name in `details` (they are the form's field names). */
export const PLAYER_FIELDS = [
  'name',
  'number',
  'positions.primary',
  'positions.secondary',
  'preferredFoot',
  'status',
  'statusSince',
  'dateOfBirth',
  'height',
  'weight',
  'joinedDate',
  'phone',
  'email',
  'address',
  'nationalId',
  'emergencyContact.name',
  'emergencyContact.phone',
  'emergencyContact.relationship',
  'medicalInfo.bloodType',
  'medicalInfo.allergies',
  'medicalInfo.currentMedicalConditions',
  'medicalInfo.currentInjuries',
  'medicalInfo.injuryHistory',
] as const;

export function emptyPlayerForm(): TPlayerFormValues {
  return {
    name: '',
    number: '',
    positions: { primary: 'winger', secondary: '' },
    preferredFoot: 'right',
    status: 'available',
    statusSince: '',
    isActive: true,
    dateOfBirth: '',
    height: '',
    weight: '',
    joinedDate: '',
    phone: '',
    email: '',
    address: '',
    nationalId: '',
    emergencyContact: { name: '', phone: '', relationship: '' },
    medicalInfo: {
      bloodType: '',
      allergies: [],
      currentMedicalConditions: '',
      currentInjuries: [],
      injuryHistory: [],
    },
  };
}

export function playerToForm(p: TPlayer): TPlayerFormValues {
  const n = (v: number | null) => (v === null ? '' : String(v));
  return {
    name: p.name,
    number: String(p.number),
    positions: { primary: p.positions.primary, secondary: p.positions.secondary },
    preferredFoot: p.preferredFoot,
    status: p.status,
    statusSince: '',
    isActive: p.isActive,
    dateOfBirth: p.dateOfBirth ?? '',
    height: n(p.height),
    weight: n(p.weight),
    joinedDate: p.joinedDate ?? '',
    phone: p.phone,
    email: p.email,
    address: p.address,
    nationalId: p.nationalId,
    emergencyContact: { ...p.emergencyContact },
    medicalInfo: {
      bloodType: p.medicalInfo.bloodType,
      allergies: [...p.medicalInfo.allergies],
      currentMedicalConditions: p.medicalInfo.currentMedicalConditions,
      currentInjuries: [...p.medicalInfo.currentInjuries],
      injuryHistory: [...p.medicalInfo.injuryHistory],
    },
  };
}

const toNumber = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/**
 * The request body for the form's values: trimmed texts (a blank stays blank,
 * so the server can tell it was cleared), numbers as numbers.
 */
export function toPlayerRequest(v: TPlayerFormValues): TCreatePlayerRequest {
  const s = (x: string) => x.trim();
  return {
    name: s(v.name),
    number: toNumber(v.number) as number,
    positions: {
      primary: v.positions.primary as NonNullable<TCreatePlayerRequest['positions']>['primary'],
      secondary: v.positions.secondary,
    },
    preferredFoot: v.preferredFoot as TCreatePlayerRequest['preferredFoot'],
    status: v.status as TCreatePlayerRequest['status'],
    statusSince: v.statusSince,
    isActive: v.isActive,
    dateOfBirth: v.dateOfBirth,
    height: toNumber(v.height) ?? null,
    weight: toNumber(v.weight) ?? null,
    joinedDate: v.joinedDate,
    phone: s(v.phone),
    email: s(v.email),
    address: s(v.address),
    nationalId: s(v.nationalId),
    emergencyContact: {
      name: s(v.emergencyContact.name),
      phone: s(v.emergencyContact.phone),
      relationship: s(v.emergencyContact.relationship),
    },
    medicalInfo: {
      bloodType: v.medicalInfo.bloodType,
      allergies: v.medicalInfo.allergies,
      currentMedicalConditions: s(v.medicalInfo.currentMedicalConditions),
      currentInjuries: v.medicalInfo.currentInjuries,
      injuryHistory: v.medicalInfo.injuryHistory,
    },
  } as TCreatePlayerRequest;
}

/** The shared request schema applied to the form's values (issue paths are the form's field names). */
export const playerFormResolver = zodFormResolver(ZCreatePlayerRequest, toPlayerRequest);

/** The player form's control, which its sections bind their fields to. */
export type TPlayerFormControl = Control<TPlayerFormValues, unknown, TCreatePlayerRequest>;
