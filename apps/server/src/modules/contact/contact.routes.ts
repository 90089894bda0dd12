import { pickLanguage, ZContactRequest, ZContactResponse, ZErrorBody } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { signedIn, signedInSchema } from '../../lib/route-options';
import { parseBody } from '../../lib/validate';
import { readContactForm } from './contact.form';
import { checkFiles, type ContactService } from './contact.service';

export interface ContactRoutesOptions {
  service: ContactService;
  authenticate: preHandlerAsyncHookHandler;
}

const FORM_DOC =
  'multipart/form-data with text fields `subject`, `category` and `message`, and up to 3 files in `attachments` ' +
  '(PNG, JPEG, WebP or PDF as told by their content, at most 5 MB each). Stored first, then mailed to support ' +
  'through a retried outbox. At most CONTACT_MAX_PER_HOUR messages per user per hour (429 with Retry-After).';

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, opts) => {
  const { service } = opts;

  app.post(
    '/contact',
    {
      // Before the body is read: an anonymous caller is refused whatever it sends.
      ...signedIn(opts.authenticate),
      schema: {
        tags: ['contact'],
        ...signedInSchema,
        description: FORM_DOC,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: ZContactResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          413: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      await service.assertCanSend(auth);
      const form = await readContactForm(req);
      // Text first, then the bytes: a refused message stores nothing.
      const input = parseBody(req, ZContactRequest, form.fields);
      const files = await checkFiles(form.files);
      const saved = await service.submit(
        auth,
        input,
        files,
        pickLanguage(req.headers['accept-language']),
      );
      return reply.status(201).send(saved);
    },
  );
};
