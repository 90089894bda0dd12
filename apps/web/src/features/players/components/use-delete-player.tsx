import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useDeletePlayerMutation } from '../api/delete-player';

type TPlayerRef = { id: string; name: string; number: number };

/** A confirmation naming the player, then DELETE /players/{id}. */
export function useDeletePlayer(teamId: string, onDeleted?: () => void) {
  const { t } = useTranslation();
  const del = useDeletePlayerMutation();
  return useConfirmDelete<TPlayerRef>({
    remove: (player) => del.mutateAsync({ id: player.id, teamId }),
    title: t('players.delete.title'),
    text: (player) => t('players.delete.text', { name: player.name, number: player.number }),
    done: (player) => t('players.delete.done', { name: player.name }),
    errorKey: 'players.delete.error',
    onDeleted: () => onDeleted?.(),
  });
}
