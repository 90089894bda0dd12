// What a spreadsheet's headers and cells may say, in Spanish, English, Italian and Portuguese,
// recognised without zod (decision 0105): the server suggests the column mapping and reads the
// cells with these; the web's tests hold its template headers to them (decision 0116).
import type { PLAYER_STATUSES, POSITIONS, PREFERRED_FEET } from './player';

/** The player fields a column can fill, in the order the template lists them. */
export const IMPORT_FIELDS = [
  'name',
  'number',
  'primaryPosition',
  'secondaryPosition',
  'preferredFoot',
  'status',
  'nationalId',
  'dateOfBirth',
  'height',
  'weight',
  'joinedDate',
  'phone',
  'email',
  'address',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelationship',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

/** What a row becomes: a new player, new values for the player with its number, or nothing. */
export const IMPORT_ACTIONS = ['create', 'update', 'error'] as const;

/** Lowercase, without accents, punctuation or spaces: "Fecha de nacimiento" → "fechadenacimiento". */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]/g, '');
}

const HEADER_ALIASES: Record<TImportField, readonly string[]> = {
  name: [
    'nombre',
    'nombre completo',
    'nombre y apellidos',
    'apellidos y nombre',
    'jugador',
    'jugadora',
    'name',
    'full name',
    'player',
    'player name',
    'nome',
    'nome completo',
    'nome e cognome',
    'giocatore',
    'jogador',
    'atleta',
  ],
  number: [
    'dorsal',
    'numero',
    'número',
    'nº',
    'n',
    'no',
    '#',
    'num',
    'numero de dorsal',
    'number',
    'shirt number',
    'shirt',
    'jersey',
    'jersey number',
    'numero di maglia',
    'maglia',
    'numero da camisola',
    'camisola',
    'numero da camisa',
    'camisa',
  ],
  primaryPosition: [
    'posicion',
    'posicion principal',
    'demarcacion',
    'position',
    'primary position',
    'pos',
    'posizione',
    'posizione principale',
    'ruolo',
    'posicao',
    'posicao principal',
  ],
  secondaryPosition: [
    'posicion secundaria',
    'segunda posicion',
    'secondary position',
    'second position',
    'posizione secondaria',
    'ruolo secondario',
    'posicao secundaria',
    'segunda posicao',
  ],
  preferredFoot: [
    'pie',
    'pie dominante',
    'pierna',
    'pierna dominante',
    'foot',
    'preferred foot',
    'strong foot',
    'piede',
    'piede preferito',
    'piede dominante',
    'pe',
    'pe dominante',
    'pe preferido',
  ],
  status: ['estado', 'situacion', 'status', 'stato', 'situazione', 'situacao'],
  nationalId: [
    'documento de identidad',
    'documento',
    'dni',
    'nie',
    'nif',
    'dni nie',
    'pasaporte',
    'national id',
    'id number',
    'id',
    'passport',
    'identity document',
    'documento di identita',
    "documento d'identita",
    'carta di identita',
    'codice fiscale',
    'documento de identidade',
    'documento de identificacao',
    'cartao de cidadao',
    'cc',
    'bi',
    'cpf',
    'rg',
  ],
  dateOfBirth: [
    'fecha de nacimiento',
    'nacimiento',
    'f nacimiento',
    'fecha nacimiento',
    'fecha nac',
    'date of birth',
    'birth date',
    'birthdate',
    'dob',
    'born',
    'data di nascita',
    'nascita',
    'data de nascimento',
    'nascimento',
  ],
  height: ['altura', 'altura cm', 'estatura', 'height', 'height cm', 'altezza', 'altezza cm'],
  weight: ['peso', 'peso kg', 'weight', 'weight kg'],
  joinedDate: [
    'fecha de incorporacion',
    'fecha de alta',
    'alta',
    'incorporacion',
    'joined',
    'joined date',
    'date joined',
    'joining date',
    'data di arrivo',
    'data di ingresso',
    'data de entrada',
    'data de ingresso',
    'data de incorporacao',
  ],
  phone: [
    'telefono',
    'movil',
    'celular',
    'telefono movil',
    'phone',
    'mobile',
    'telephone',
    'phone number',
    'cellulare',
    'telefone',
    'telemovel',
  ],
  email: [
    'email',
    'e mail',
    'correo',
    'correo electronico',
    'mail',
    'email address',
    'posta elettronica',
    'correio eletronico',
    'correio electronico',
  ],
  address: ['direccion', 'domicilio', 'address', 'indirizzo', 'morada', 'endereco'],
  emergencyName: [
    'contacto de emergencia',
    'emergencia',
    'emergency contact',
    'emergency',
    'contatto di emergenza',
    'contacto de emergencia nome',
  ],
  emergencyPhone: [
    'telefono de emergencia',
    'emergency phone',
    'telefono di emergenza',
    'telefone de emergencia',
  ],
  emergencyRelationship: [
    'parentesco',
    'relacion',
    'relationship',
    'grado di parentela',
    'parentela',
    'relazione',
    'relacao',
  ],
};

const HEADER_INDEX = new Map<string, TImportField>(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) =>
    aliases.map((alias) => [normalizeLabel(alias), field as TImportField] as const),
  ),
);

/** The field a header names, or null. */
export function fieldOfHeader(header: string): TImportField | null {
  return HEADER_INDEX.get(normalizeLabel(header)) ?? null;
}

/** A field for each recognised column, each field once (its first column), null for the rest. */
export function suggestMapping(headers: readonly string[]): (TImportField | null)[] {
  const taken = new Set<TImportField>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

type Position = (typeof POSITIONS)[number];
type Foot = (typeof PREFERRED_FEET)[number];
type Status = (typeof PLAYER_STATUSES)[number];

const POSITION_ALIASES: Record<Position, readonly string[]> = {
  goalkeeper: [
    'goalkeeper',
    'portero',
    'guardameta',
    'arquero',
    'gk',
    'keeper',
    'portiere',
    'goleiro',
    'guarda redes',
  ],
  defender: ['defender', 'cierre', 'defensa', 'centrale', 'difensore', 'fixo', 'defesa'],
  winger: ['winger', 'ala', 'laterale', 'wing'],
  pivot: ['pivot', 'pivo', 'pivote'],
  universal: ['universal', 'universale'],
};
const FOOT_ALIASES: Record<Foot, readonly string[]> = {
  right: ['right', 'derecho', 'diestro', 'derecha', 'destro', 'direito', 'destro', 'r', 'd'],
  left: [
    'left',
    'izquierdo',
    'zurdo',
    'izquierda',
    'sinistro',
    'mancino',
    'esquerdo',
    'canhoto',
    'l',
    'i',
  ],
  both: [
    'both',
    'ambos',
    'ambidiestro',
    'ambidextrous',
    'entrambi',
    'ambidestro',
    'ambidestro',
    'ambidextro',
  ],
};
const STATUS_ALIASES: Record<Status, readonly string[]> = {
  available: ['available', 'disponible', 'disponibile', 'disponivel', 'apto', 'fit'],
  injured: ['injured', 'lesionado', 'lesionada', 'infortunato', 'lesion'],
  suspended: ['suspended', 'sancionado', 'sancionada', 'squalificato', 'suspenso', 'sancion'],
  inactive: ['inactive', 'inactivo', 'inactiva', 'inattivo', 'inativo', 'baja'],
};

function indexOf<V extends string>(table: Record<V, readonly string[]>): Map<string, V> {
  return new Map(
    Object.entries<readonly string[]>(table).flatMap(([value, aliases]) =>
      aliases.map((alias) => [normalizeLabel(alias), value as V] as const),
    ),
  );
}
const POSITION_INDEX = indexOf(POSITION_ALIASES);
const FOOT_INDEX = indexOf(FOOT_ALIASES);
const STATUS_INDEX = indexOf(STATUS_ALIASES);

/**
 * A cell naming one of the field's values in any of the four languages, as the value; an
 * unknown text is returned as written, so that the player schema refuses it with its own message.
 */
export function choiceOf(
  field: 'primaryPosition' | 'secondaryPosition' | 'preferredFoot' | 'status',
  cell: string,
): string {
  const index =
    field === 'preferredFoot' ? FOOT_INDEX : field === 'status' ? STATUS_INDEX : POSITION_INDEX;
  return index.get(normalizeLabel(cell)) ?? cell;
}

/**
 * A date cell as YYYY-MM-DD: ISO as it is, and day first otherwise (D/M/YYYY, D-M-YYYY,
 * D.M.YYYY), the order of Spain, Italy and Portugal. Anything else is returned as written, for
 * the schema to refuse.
 */
export function isoDateOf(cell: string): string {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day) return text;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A number cell: a decimal comma read as a point. Not a number: returned as written, for the
 * schema to refuse with the field's message.
 */
export function numberOf(cell: string): number | string {
  const text = cell.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return cell;
  return Number(text);
}
