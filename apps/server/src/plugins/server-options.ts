import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { clientErrorHandler, frameworkErrors } from '../lib/errors';
import {
  REDACT_PATHS,
  safeErrorSerializer,
  safeRequestSerializer,
  scrubbingStream,
} from '../lib/log-safety';
import { serverDeadlines } from '../lib/request-deadline';
import { requestChildLogger } from '../lib/request-logger';

/** TRUST_PROXY=<n>: trust the n closest hops (fastify's typings lack the number form). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The server's own options: logging, proxies, body size, parser-level errors. */
export function serverOptions(
  config: AppConfig,
  logStream?: { write(line: string): void },
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Errors are logged without query parameters or personal data.
      serializers: {
        err: safeErrorSerializer,
        error: safeErrorSerializer,
        // Live links carry their token in the path.
        req: safeRequestSerializer,
      },
      // Every line, whoever wrote it, without URL secrets or tokens (issue 41).
      stream: scrubbingStream(logStream ?? process.stdout),
    },
    childLoggerFactory: requestChildLogger,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Headers, idle connections and a backstop for bodies; each body's own deadline is a hook (issue 41).
    ...serverDeadlines(config.deadlines),
    // Parser-level errors (URL or headers too long, malformed request line) in the usual error shape.
    clientErrorHandler,
    frameworkErrors,
  };
}
