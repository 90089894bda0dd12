import type { TTraining } from '@futsal/shared/schemas/training';
import { isValidId } from '@futsal/shared/ids';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

/** GET /trainings/{id}: the whole training (the calendar lists only what it shows). */
export function getTraining(id: string): Promise<TTraining> {
  return checked(api.get(`/trainings/${id}`), () =>
    import('@futsal/shared/schemas/training').then((m) => m.ZTraining),
  );
}

export function useTrainingQuery(id: string | null) {
  return useQuery({
    queryKey: ['calendar', 'training', id ?? ''],
    queryFn: () => getTraining(id ?? ''),
    enabled: Boolean(id && isValidId(id)),
  });
}
