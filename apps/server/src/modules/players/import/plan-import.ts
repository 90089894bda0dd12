import {
  choiceOf,
  findUnsafeInput,
  isoDateOf,
  numberOf,
  ZCreatePlayerRequest,
  ZUpdatePlayerRequest,
  type TImportField,
  type TPlayerImportRow,
} from '@futsal/shared';
import type { TPlayerRow } from '../../../db/schema';
import type { CreatePlayerInput, UpdatePlayerInput } from '../players.service';

/** A field error of a row: the import field (the column) and the catalog key of its text. */
export interface RowIssue {
  field: TImportField | '';
  key: string;
}

export type PlannedRow =
  | { action: 'create'; input: CreatePlayerInput }
  | { action: 'update'; player: TPlayerRow; input: UpdatePlayerInput }
  | { action: 'error'; player: TPlayerRow | null; issues: RowIssue[] };

/** Where the player schema's paths come from in a row. */
const FIELD_OF_PATH: Record<string, TImportField> = {
  'positions.primary': 'primaryPosition',
  'positions.secondary': 'secondaryPosition',
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.phone': 'emergencyPhone',
  'emergencyContact.relationship': 'emergencyRelationship',
};
const fieldOfPath = (path: string): TImportField | '' =>
  FIELD_OF_PATH[path] ?? ((path.split('.')[0] ?? '') as TImportField | '');

/**
 * What each row does (decision 0116): a row whose number is a player's of the team updates that
 * player with its filled cells (a blank cell keeps the value); any other row creates a player,
 * with the spec's defaults for what it leaves blank (winger, right foot, available). Every row
 * passes the same schema as the player form: create's, or update's for the cells it fills.
 */
export function planImport(rows: TPlayerImportRow[], team: TPlayerRow[]): PlannedRow[] {
  const byNumber = new Map(team.map((p) => [p.number, p]));
  const seen = new Set<number>();
  return rows.map((row) => {
    const body = bodyOf(row);
    const number = typeof body.number === 'number' ? body.number : null;
    const player = number === null ? null : (byNumber.get(number) ?? null);
    if (number !== null && seen.has(number))
      return {
        action: 'error',
        player,
        issues: [{ field: 'number', key: 'validation.import.duplicateNumber' }],
      };
    if (number !== null) seen.add(number);
    const unsafe = findUnsafeInput(body);
    if (unsafe)
      return {
        action: 'error',
        player,
        issues: [{ field: fieldOfPath(unsafe.path), key: unsafe.key }],
      };
    if (player) {
      const parsed = ZUpdatePlayerRequest.safeParse(asUpdate(body, player));
      if (parsed.success) return { action: 'update', player, input: parsed.data };
      return { action: 'error', player, issues: issuesOf(parsed.error.issues) };
    }
    const parsed = ZCreatePlayerRequest.safeParse(asCreate(body));
    if (parsed.success) return { action: 'create', input: parsed.data };
    return { action: 'error', player: null, issues: issuesOf(parsed.error.issues) };
  });
}

function issuesOf(issues: readonly { path: PropertyKey[]; message: string }[]): RowIssue[] {
  return issues.map((issue) => ({
    field: fieldOfPath(issue.path.map(String).join('.')),
    key: issue.message,
  }));
}

interface RowBody {
  name?: string;
  number?: number | string;
  primary?: string;
  secondary?: string;
  preferredFoot?: string;
  status?: string;
  nationalId?: string;
  dateOfBirth?: string;
  height?: number | string;
  weight?: number | string;
  joinedDate?: string;
  phone?: string;
  email?: string;
  address?: string;
  emergency: { name?: string; phone?: string; relationship?: string };
}

/** The row's filled cells read as the form's values would be: a blank cell is left out. */
function bodyOf(row: TPlayerImportRow): RowBody {
  const cell = (field: TImportField) => {
    const text = row[field]?.trim();
    return text ? text : undefined;
  };
  const read = <T>(field: TImportField, as: (text: string) => T) => {
    const text = cell(field);
    return text === undefined ? undefined : as(text);
  };
  const height = read('height', numberOf);
  return {
    name: cell('name'),
    number: read('number', numberOf),
    primary: read('primaryPosition', (c) => choiceOf('primaryPosition', c)),
    secondary: read('secondaryPosition', (c) => choiceOf('secondaryPosition', c)),
    preferredFoot: read('preferredFoot', (c) => choiceOf('preferredFoot', c)),
    status: read('status', (c) => choiceOf('status', c)),
    nationalId: cell('nationalId'),
    dateOfBirth: read('dateOfBirth', isoDateOf),
    // Heights written in metres (1,80) are read in centimetres, as the form asks for them.
    height:
      typeof height === 'number' && height > 0 && height < 3 ? Math.round(height * 100) : height,
    weight: read('weight', numberOf),
    joinedDate: read('joinedDate', isoDateOf),
    phone: cell('phone'),
    email: cell('email'),
    address: cell('address'),
    emergency: {
      name: cell('emergencyName'),
      phone: cell('emergencyPhone'),
      relationship: cell('emergencyRelationship'),
    },
  };
}

const given = (o: Record<string, unknown>) => Object.values(o).some((v) => v !== undefined);

function asCreate(body: RowBody): Record<string, unknown> {
  const { primary, secondary, emergency, ...rest } = body;
  return {
    ...rest,
    positions: { primary: primary ?? 'winger', secondary },
    preferredFoot: body.preferredFoot ?? 'right',
    status: body.status ?? 'available',
    emergencyContact: given(emergency) ? emergency : undefined,
  };
}

/** Nested values are stored whole, so a row filling part of one keeps the player's other parts. */
function asUpdate(body: RowBody, player: TPlayerRow): Record<string, unknown> {
  const { primary, secondary, emergency, ...rest } = body;
  const positions =
    primary === undefined && secondary === undefined
      ? undefined
      : {
          primary: primary ?? player.primaryPosition,
          secondary: secondary ?? player.secondaryPosition,
        };
  return {
    ...rest,
    positions,
    emergencyContact: given(emergency)
      ? { ...player.emergencyContact, ...defined(emergency) }
      : undefined,
  };
}

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
