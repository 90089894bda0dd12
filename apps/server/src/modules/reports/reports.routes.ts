import {
  pickLanguage,
  ZOpponentReportQuery,
  ZErrorBody,
  ZReportQuery,
  type TReportQuery,
} from '@futsal/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { parseBody } from '../../lib/validate';
import type { ReportFile, ReportsService } from './reports.service';

export interface ReportsRoutesOptions {
  service: ReportsService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['reports'];
const ZPdf = z.string().describe('application/pdf (attachment)');
/** Rendering runs on a bounded pool of threads: REPORTS_BUSY past it, with Retry-After (decision 0164). */
const ZBusy = ZErrorBody.describe('REPORTS_BUSY (Retry-After), or SERVICE_UNAVAILABLE');

/** `?lng=` wins over Accept-Language; the filters are checked after the token (anonymous → 401). */
function reportInput(req: FastifyRequest): {
  query: TReportQuery;
  lang: ReturnType<typeof pickLanguage>;
} {
  const query = parseBody(req, ZReportQuery, req.query);
  return { query, lang: query.lng ?? pickLanguage(req.headers['accept-language']) };
}

const sendPdf = (reply: FastifyReply, file: ReportFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const playerId = signedInWithId(authenticate, 'playerId', 'PLAYER_ID_INVALID');

  app.get(
    '/reports/team/:teamId',
    {
      config: { permission: 'reports.read' },
      ...teamId.options,
      schema: { tags, ...teamId.schema, response: { 200: ZPdf, ...idRouteErrors, 503: ZBusy } },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const { query, lang } = reportInput(req);
      return sendPdf(reply, await service.team(auth, req.params.teamId, query, lang));
    },
  );

  app.get(
    '/reports/team/:teamId/opponent',
    {
      config: { permission: 'reports.read' },
      ...teamId.options,
      schema: {
        tags,
        ...teamId.schema,
        querystring: ZOpponentReportQuery,
        response: { 200: ZPdf, ...idRouteErrors, 503: ZBusy },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const query = req.query;
      const lang = query.lng ?? pickLanguage(req.headers['accept-language']);
      return sendPdf(reply, await service.opponent(auth, req.params.teamId, query.name, lang));
    },
  );

  app.get(
    '/reports/player/:playerId',
    {
      config: { permission: 'reports.read' },
      ...playerId.options,
      schema: {
        tags,
        ...playerId.schema,
        response: { 200: ZPdf, ...idRouteErrors, 503: ZBusy },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const { query, lang } = reportInput(req);
      return sendPdf(reply, await service.player(auth, req.params.playerId, query, lang));
    },
  );
};
