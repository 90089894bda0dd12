import type { TTeam } from '@futsal/shared/schemas/team';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useDeleteTeamMutation } from '../api/delete-team';

type TTeamRef = Pick<TTeam, 'id' | 'name'>;

/** A confirmation dialog naming the team, then DELETE /teams/{id}. */
export function useDeleteTeam(onDeleted?: (team: TTeamRef) => void) {
  const { t } = useTranslation();
  const del = useDeleteTeamMutation();
  return useConfirmDelete<TTeamRef>({
    remove: (team) => del.mutateAsync(team.id),
    title: t('teams.delete.title'),
    text: (team) => t('teams.delete.text', { name: team.name }),
    done: (team) => t('teams.delete.done', { name: team.name }),
    errorKey: 'teams.delete.error',
    onDeleted,
  });
}
