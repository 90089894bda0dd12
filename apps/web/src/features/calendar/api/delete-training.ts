import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** DELETE /trainings/{id}. */
export function deleteTraining(id: string): Promise<unknown> {
  return api.delete<unknown>(`/trainings/${id}`);
}

export function useDeleteTrainingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
