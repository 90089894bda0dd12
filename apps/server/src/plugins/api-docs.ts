import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The zod schemas as JSON schemas, and the permission a team-scoped route
 * declares (`config.permission`, lib/team-access.ts) as the operation's
 * `x-permission`: the document tells a client which role may call what, and
 * the tenant matrix reads it to call every route as every role (decision 0177).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const permission = input.route.config?.permission;
  return permission ? { ...out, schema: { ...out.schema, 'x-permission': permission } } : out;
};

/** The OpenAPI document of every route, and its page at /api/docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Futsal Manager API', version: '0.1.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The docs page loads only its own scripts; no upgrade-insecure-requests, as it is served over plain http on a LAN too.
      staticCSP:
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
    });
  },
  { name: 'api-docs' },
);
