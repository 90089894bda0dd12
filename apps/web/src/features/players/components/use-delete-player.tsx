import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { ConfirmDeleteDialog } from '../../teams/components/ConfirmDeleteDialog';
import { useDeletePlayerMutation } from '../api/delete-player';

type TPlayerRef = { id: string; name: string; number: number };

/** A confirmation naming the player, then DELETE /players/{id}. */
export function useDeletePlayer(teamId: string, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const del = useDeletePlayerMutation();
  const [target, setTarget] = useState<TPlayerRef | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      await del.mutateAsync({ id: target.id, teamId });
      enqueueSnackbar(t('players.delete.done', { name: target.name }), { variant: 'success' });
      setTarget(null);
      onDeleted?.();
    } catch (err) {
      setError(errorMessage(err, t, 'players.delete.error'));
    }
  };

  const dialog = (
    <ConfirmDeleteDialog
      open={Boolean(target)}
      title={t('players.delete.title')}
      text={target ? t('players.delete.text', { name: target.name, number: target.number }) : ''}
      pending={del.isPending}
      error={error}
      onCancel={() => {
        setTarget(null);
        setError(null);
      }}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
}
