import type { MultipartFile } from '@fastify/multipart';
import {
  LIMITS,
  pickLanguage,
  translate,
  ZErrorBody,
  ZPlayerImportPreview,
  ZPlayerImportRequest,
  ZPlayerImportResult,
  type TErrorDetail,
  type TPlayerImportResult,
} from '@futsal/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../lib/auth';
import { AppError, translateDetails } from '../../../lib/errors';
import { planLimitError } from '../../../lib/plan-limits';
import { signedInWithId } from '../../../lib/route-options';
import { idRouteErrors } from '../../../lib/route-schema';
import type { ImportReport, PlayerImportService } from './import.service';
import { importError } from './read-sheet';

export interface PlayerImportRoutesOptions {
  service: PlayerImportService;
  authenticate: preHandlerAsyncHookHandler;
}

const FILE_FIELD = 'file';
/** Rows of 300-character cells in every field pass the default 1 MB body limit; the schema bounds them. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The first file part in `file`, read within the import's size limit while streaming. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  const parts = req.parts({
    limits: { fileSize: LIMITS.playerImport.maxBytes, files: 1, fields: 5 },
  });
  let found: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const file: MultipartFile = part;
      if (found === null && file.fieldname === FILE_FIELD) found = await file.toBuffer();
      else file.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw importError('FILE_TOO_LARGE', 'size');
    throw err;
  }
  if (!found || found.length === 0) throw new AppError('FILE_REQUIRED');
  return found;
}

/** The report in the request's language: each row's errors by field, the plan's limit if passed. */
function present(req: FastifyRequest, report: ImportReport): TPlayerImportResult {
  const lang = pickLanguage(req.headers['accept-language']);
  const detail = (path: string, key: string): TErrorDetail => ({
    path,
    key,
    message: translate(lang, key),
  });
  const rows = report.rows.map((row, i) => ({
    action: row.action,
    playerId:
      row.action === 'create'
        ? (report.createdIds.get(i) ?? null)
        : row.player
          ? row.player.id
          : null,
    currentName: row.action !== 'create' && row.player ? row.player.name : null,
    errors: row.action === 'error' ? row.issues.map((x) => detail(x.field, x.key)) : [],
  }));
  const limit = report.overLimit;
  // Worded as the confirm's 402 would be, for the plan the user really has.
  const [planLimit = null] = limit
    ? translateDetails(req, planLimitError(limit.plan, 'players', limit.limit).pendingDetails ?? [])
    : [];
  const count = (action: string) => rows.filter((r) => r.action === action).length;
  return {
    stored: report.stored,
    created: count('create'),
    updated: count('update'),
    failed: count('error'),
    rows,
    planLimit,
  };
}

export const playerImportRoutes: FastifyPluginAsyncZod<PlayerImportRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;
  // Under /teams/:id, whose parameter keeps the name `id` (see players.routes.ts).
  const team = signedInWithId(authenticate, 'id', 'TEAM_ID_INVALID');

  app.post(
    '/teams/:id/players/import/preview',
    {
      config: { permission: 'team.edit' },
      ...team.options,
      schema: {
        tags: ['players'],
        ...team.schema,
        description:
          'multipart/form-data with one CSV or .xlsx file in the field `file`, at most 1 MB, ' +
          '200 rows and 30 columns. Answers its cells as text and a suggested column mapping; ' +
          'stores nothing.',
        consumes: ['multipart/form-data'],
        response: {
          200: ZPlayerImportPreview,
          ...idRouteErrors,
          413: ZErrorBody,
          415: ZErrorBody,
        },
      },
    },
    async (req) => service.preview(requireAuth(req), req.params.id, () => readUpload(req)),
  );

  app.post(
    '/teams/:id/players/import',
    {
      config: { permission: 'team.edit' },
      ...team.options,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['players'],
        ...team.schema,
        description:
          'Rows as mapped by the coach. Without `confirm`: what each row would do, nothing stored. ' +
          'With `confirm: true`: every row stored in one transaction (a row whose number is a ' +
          "player's updates that player), or 400 with each row's errors as `rows.<i>.<field>`, " +
          "or 402 when the new players pass the plan's limit; then nothing is stored.",
        body: ZPlayerImportRequest,
        response: {
          200: ZPlayerImportResult,
          ...idRouteErrors,
          402: ZErrorBody,
          409: ZErrorBody,
          413: ZErrorBody,
        },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const { rows, confirm } = req.body;
      if (!confirm) return present(req, await service.check(auth, req.params.id, rows));
      const report = await service.store(auth, req.params.id, rows);
      if (report.overLimit)
        throw planLimitError(report.overLimit.plan, 'players', report.overLimit.limit);
      if (!report.stored) {
        const details = present(req, report).rows.flatMap((row, i) =>
          row.errors.map((e) => ({ ...e, path: `rows.${i}.${e.path}` })),
        );
        throw new AppError('VALIDATION_ERROR', { details });
      }
      return present(req, report);
    },
  );
};
