import { type TUserResponse, ZUserResponse } from '@futsal/shared';
import { api } from '../../../lib/api-client';

/** GET /auth/me. */
export async function getMe(): Promise<TUserResponse> {
  return ZUserResponse.parse(await api.get<unknown>('/auth/me'));
}
