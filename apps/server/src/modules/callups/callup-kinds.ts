import type { TCallupKind } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { signedInWithId } from '../../lib/route-options';

const KINDS = [
  { kind: 'match', param: 'matchId', code: 'MATCH_ID_INVALID' },
  { kind: 'training', param: 'trainingId', code: 'TRAINING_ID_INVALID' },
] as const;

/**
 * Every call-up route comes twice, for a match and for a training: per kind, its base path, the
 * signed-in options that check its id, the schema's tags, security and params, and the id's reader.
 */
export function callupKinds(authenticate: preHandlerAsyncHookHandler) {
  return KINDS.map(({ kind, param, code }) => {
    const id = signedInWithId(authenticate, param, code);
    return {
      kind: kind as TCallupKind,
      param,
      base: `/callups/${kind}/:${param}`,
      options: id.options,
      schema: { tags: ['callups'], ...id.schema },
      idOf: (params: unknown) => (params as Record<string, string>)[param] ?? '',
    };
  });
}
