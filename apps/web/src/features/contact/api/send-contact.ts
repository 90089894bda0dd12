import type { TContactRequest, TContactResponse } from '@futsal/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

export interface TContactSubmission extends TContactRequest {
  attachments: File[];
}

/** The multipart body of POST /contact: the text fields and each file under `attachments`. */
export function toContactFormData({ attachments, ...fields }: TContactSubmission): FormData {
  const body = new FormData();
  body.append('subject', fields.subject);
  body.append('category', fields.category);
  body.append('message', fields.message);
  for (const file of attachments) body.append('attachments', file, file.name);
  return body;
}

/** POST /contact (multipart). */
export async function sendContact(values: TContactSubmission): Promise<TContactResponse> {
  return checked(api.post('/contact', toContactFormData(values)), () =>
    import('@futsal/shared/schemas/contact').then((m) => m.ZContactResponse),
  );
}

export function useSendContactMutation() {
  return useMutation({ mutationFn: sendContact });
}
