import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Compiler = FastifySerializerCompiler<FastifySchema>;

/**
 * Production replies (decision 0059): the presenters build every field of a
 * reply by hand from its schema, so the reply is their output as JSON, without
 * zod walking it first (a list of 25 player files is thousands of checks).
 */
export const fastSerializerCompiler: Compiler = () => (data) => JSON.stringify(data);

/**
 * Tests and development: the reply must pass its zod schema, and zod must not
 * have changed it (no field stripped, none added): what the schema lets out is
 * exactly what production sends, so a presenter that leaks a field the schema
 * leaves out fails its tests instead of being trimmed here only.
 */
export const checkedSerializerCompiler: Compiler = (route) => {
  const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return (data) => {
    const checked = zodSerialize(data);
    const plain = JSON.stringify(data);
    if (checked !== plain && !isDeepStrictEqual(JSON.parse(checked), JSON.parse(plain))) {
      throw new Error(
        `reply of ${route.method} ${route.url} differs from its schema's view of it: ${firstDifference(JSON.parse(plain), JSON.parse(checked))}`,
      );
    }
    return plain;
  };
};

/** The first path where the presenter's output and the schema's output differ (for the test failure). */
function firstDifference(sent: unknown, schema: unknown, path = '$'): string {
  if (isDeepStrictEqual(sent, schema)) return '';
  if (sent && schema && typeof sent === 'object' && typeof schema === 'object') {
    const a = sent as Record<string, unknown>;
    const b = schema as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in b)) return `${path}.${key} is not in the schema`;
      if (!(key in a)) return `${path}.${key} is added by the schema`;
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path} changes`;
}

/** The route's serializer for a 200 reply, as `reply.send` would apply it (both compilers above make text). */
export function serializeAs(reply: FastifyReply): (payload: unknown) => string {
  return (payload) => {
    const body = reply.serialize(payload);
    if (typeof body !== 'string')
      throw new Error('a JSON serializer made something else than text');
    return body;
  };
}

/**
 * Sends a reply already serialized by the route's serializer (`reply.serialize`,
 * e.g. kept in a cache): JSON text goes out as it is, compressed for clients that accept it. The type provider cannot
 * express a pre-serialized body, hence the cast to the reply's type `T`.
 */
export function sendJson<T>(reply: FastifyReply, body: string): FastifyReply {
  // The same text is sent again until the cache drops it: its compressed form is kept too.
  reply.compressFrom = body;
  return reply.type('application/json; charset=utf-8').send(body as unknown as T);
}
