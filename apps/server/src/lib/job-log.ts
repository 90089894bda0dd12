import type { FastifyBaseLogger } from 'fastify';

/**
 * What a background job logs through: the app's logger, whose `err` serializer keeps
 * personal data out. Jobs log ids and counts, never an address, a name or a token.
 */
export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
