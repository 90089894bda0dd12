import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializerCompiler, fastSerializerCompiler } from './serializer';

const ZReply = z.object({ id: z.string(), name: z.string() });

async function appWith(compiler: typeof fastSerializerCompiler, reply: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiler);
  app.get('/x', { schema: { response: { 200: ZReply } } }, async () => reply);
  await app.ready();
  return app;
}

describe('reply serialisation (decision 0059)', () => {
  it('checked: a reply that matches its schema goes out as built', async () => {
    const app = await appWith(checkedSerializerCompiler, { name: 'Ana', id: '1' });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', name: 'Ana' });
  });

  it('checked: a field the schema leaves out fails the reply instead of being trimmed', async () => {
    const app = await appWith(checkedSerializerCompiler, {
      id: '1',
      name: 'Ana',
      medicalInfo: 'private',
    });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(500);
  });

  it('checked: a reply that breaks its schema fails', async () => {
    const app = await appWith(checkedSerializerCompiler, { id: 1, name: 'Ana' });
    expect((await app.inject({ url: '/x' })).statusCode).toBe(500);
  });

  it('fast: the reply is the presenter output as JSON', async () => {
    const app = await appWith(fastSerializerCompiler, { id: '1', name: 'Ana' });
    expect((await app.inject({ url: '/x' })).body).toBe('{"id":"1","name":"Ana"}');
  });
});
