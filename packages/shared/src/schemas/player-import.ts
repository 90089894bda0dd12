import { z } from 'zod';
import { LIMITS } from '../limits';
import { IMPORT_ACTIONS, IMPORT_FIELDS } from '../values/player-import';

/** Its values, which need no zod, live in values/player-import.ts (decision 0105). */
export * from '../values/player-import';

const { maxRows, maxColumns, maxCell } = LIMITS.playerImport;

const ZCell = z.string().max(maxCell, 'validation.text.tooLong');

/**
 * POST /teams/{teamId}/players/import/preview answers the file's cells as text: its header
 * row, its rows without the blank ones, and the field each column seems to hold.
 */
export const ZPlayerImportPreview = z.object({
  headers: z.array(z.string()).max(maxColumns),
  rows: z.array(z.array(z.string()).max(maxColumns)).max(maxRows),
  mapping: z.array(z.enum(IMPORT_FIELDS).nullable()).max(maxColumns),
});
export type TPlayerImportPreview = z.infer<typeof ZPlayerImportPreview>;

/** A row as the coach mapped it: each field's cell as written, read by the server (decision 0116). */
export const ZPlayerImportRow = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ZCell.optional()])) as Record<
    (typeof IMPORT_FIELDS)[number],
    z.ZodOptional<typeof ZCell>
  >,
);
export type TPlayerImportRow = z.input<typeof ZPlayerImportRow>;

/**
 * POST /teams/{teamId}/players/import: without `confirm`, a dry run that stores nothing and
 * answers what each row would do; with `confirm: true`, every row stored in one transaction,
 * or none (400 with each row's errors, 402 past the plan's player limit).
 */
export const ZPlayerImportRequest = z.object({
  rows: z
    .array(ZPlayerImportRow)
    .min(1, 'validation.import.empty')
    .max(maxRows, 'validation.import.rows'),
  confirm: z.boolean().optional(),
});
export type TPlayerImportRequest = z.input<typeof ZPlayerImportRequest>;

const ZDetail = z.object({ path: z.string(), key: z.string(), message: z.string() });

export const ZPlayerImportRowOutcome = z.object({
  action: z.enum(IMPORT_ACTIONS),
  /** The player the row updates (or created, once stored). */
  playerId: z.uuid().nullable(),
  /** The name the updated player has before the import. */
  currentName: z.string().nullable(),
  /** Field errors, `path` being the field (`number`, `email`…), texts in the request's language. */
  errors: z.array(ZDetail),
});
export type TPlayerImportRowOutcome = z.infer<typeof ZPlayerImportRowOutcome>;

export const ZPlayerImportResult = z.object({
  stored: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  rows: z.array(ZPlayerImportRowOutcome),
  /** Set when the new players would take the team past its plan's limit. */
  planLimit: ZDetail.nullable(),
});
export type TPlayerImportResult = z.infer<typeof ZPlayerImportResult>;
