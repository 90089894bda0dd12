import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useDeleteTeamMutation } from '../api/delete-team';
import type { TTeam } from '@futsal/shared/schemas/team';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

type TTeamRef = Pick<TTeam, 'id' | 'name'>;

/** A confirmation dialog naming the team, then DELETE /teams/{id}. */
export function useDeleteTeam(onDeleted?: (team: TTeamRef) => void) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const del = useDeleteTeamMutation();
  const [target, setTarget] = useState<TTeamRef | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      await del.mutateAsync(target.id);
      enqueueSnackbar(t('teams.delete.done', { name: target.name }), { variant: 'success' });
      const gone = target;
      setTarget(null);
      onDeleted?.(gone);
    } catch (err) {
      setError(errorMessage(err, t, 'teams.delete.error'));
    }
  };

  const dialog = (
    <ConfirmDeleteDialog
      open={Boolean(target)}
      title={t('teams.delete.title')}
      text={target ? t('teams.delete.text', { name: target.name }) : ''}
      pending={del.isPending}
      error={error}
      onCancel={() => {
        setTarget(null);
        setError(null);
      }}
      onConfirm={() => void confirm()}
    />
  );

  return { ask: (team: TTeamRef) => setTarget(team), dialog };
}
