import type {
  TAttendanceRequest,
  TCallupKind,
  TCallupRequest,
  TCallupView,
} from '@futsal/shared/schemas/callup';
import { isValidId } from '@futsal/shared/ids';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

const ZView = () => import('@futsal/shared/schemas/callup').then((m) => m.ZCallupView);
/**
 * How often the open call-up page asks again, so the players' answers appear by themselves
 * (decision 0168). Only while the tab is visible: TanStack Query pauses it in the background.
 */
export const CALLUP_REFRESH_MS = 10_000;
export const callupKey = (kind: TCallupKind, id: string) => ['callups', kind, id] as const;

/** GET /callups/{kind}/{id}: the squad, who is called up, and the attendance taken. */
export function getCallup(kind: TCallupKind, id: string): Promise<TCallupView> {
  return checked(api.get(`/callups/${kind}/${id}`), ZView);
}

export function useCallupQuery(kind: TCallupKind, id: string) {
  return useQuery({
    queryKey: callupKey(kind, id),
    queryFn: () => getCallup(kind, id),
    enabled: isValidId(id),
    refetchInterval: CALLUP_REFRESH_MS,
  });
}

/** PUT the whole call-up, or the attendance; the reply is the page's new state. */
export function useCallupMutations(kind: TCallupKind, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: TCallupView) => queryClient.setQueryData(callupKey(kind, id), view);
  const save = useMutation({
    mutationFn: (body: TCallupRequest) => checked(api.put(`/callups/${kind}/${id}`, body), ZView),
    onSuccess,
  });
  const attendance = useMutation({
    mutationFn: (body: TAttendanceRequest) =>
      checked(api.put(`/callups/${kind}/${id}/attendance`, body), ZView),
    onSuccess,
  });
  return { save, attendance };
}
