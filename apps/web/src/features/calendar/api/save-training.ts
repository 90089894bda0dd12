import type {
  TCreateTrainingRequest,
  TTraining,
  TUpdateTrainingRequest,
} from '@futsal/shared/schemas/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { calendarKeys } from './keys';

const ZTraining = () => import('@futsal/shared/schemas/training').then((m) => m.ZTraining);

/** POST /trainings/team/{teamId}. */
export function createTraining(teamId: string, body: TCreateTrainingRequest): Promise<TTraining> {
  return checked(api.post(`/trainings/team/${teamId}`, body), ZTraining);
}

/** PUT /trainings/{id}: any subset of the fields, or calling it off. */
export function updateTraining(id: string, body: TUpdateTrainingRequest): Promise<TTraining> {
  return checked(api.put(`/trainings/${id}`, body), ZTraining);
}

/** Either write refreshes every calendar range shown. */
export function useSaveTrainingMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: TCreateTrainingRequest }) =>
      input.id ? updateTraining(input.id, input.body) : createTraining(teamId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useTrainingStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 'scheduled' | 'cancelled' }) =>
      updateTraining(input.id, { status: input.status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
