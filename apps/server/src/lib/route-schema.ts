import { ZErrorBody } from '@futsal/shared';
import { z } from 'zod';

/** The OpenAPI security of a route behind `authenticate` (the scheme is declared in app.ts). */
export const security = [{ bearerAuth: [] }];

/** The body of a 204 reply. */
export const ZNoContent = z.null().describe('No content');

/**
 * The error replies of a signed-in route with an id in its path: a malformed
 * id (400), no session (401), and a resource that is gone or not the caller's
 * (404). Routes that can fail otherwise add their own codes next to these.
 */
export const idRouteErrors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };
