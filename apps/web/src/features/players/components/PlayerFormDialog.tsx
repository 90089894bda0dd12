import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { PlayerForm, type PlayerFormProps } from './player-form/PlayerForm';

/** Create or edit a player, in sections: general, contact, emergency contact, medical. */
export function PlayerFormDialog({
  open,
  teamId,
  player,
  onClose,
  onSaved,
}: PlayerFormProps & { open: boolean }) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="md"
      fullWidth
      data-testid="player-form-dialog"
      scroll="paper"
    >
      {open && (
        <PlayerForm
          key={player?.id ?? 'new'}
          teamId={teamId}
          player={player}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ResponsiveDialog>
  );
}
