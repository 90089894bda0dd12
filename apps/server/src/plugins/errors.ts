import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler } from '../lib/errors';
import { checkedSerializerCompiler, fastSerializerCompiler } from '../lib/serializer';

/** Validation, reply serialization and the error shape, for every route of the app. */
export const errorsPlugin = fp<{ production: boolean }>(
  async (app, { production }) => {
    app.setValidatorCompiler(validatorCompiler);
    // Tests and development check every reply against its schema; production sends it as built.
    app.setSerializerCompiler(production ? fastSerializerCompiler : checkedSerializerCompiler);
    app.setErrorHandler(errorHandler);
    app.decorateRequest('auth', null);
  },
  { name: 'errors' },
);
