import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../../components/SubmitButton';

/** The form's footer: delete (when editing) on the left; cancel and save on the right. */
export function CompetitionFormActions({
  teamId,
  editing,
  pending,
  dirty,
  onDelete,
}: {
  teamId: string;
  editing: boolean;
  pending: boolean;
  dirty: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: (theme) =>
          alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.04 : 0.02),
      }}
    >
      {editing && (
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          data-testid="competition-delete"
        >
          {t('competitions.form.delete')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button component={RouterLink} to={`/teams/${teamId}`} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <SubmitButton
        pending={pending}
        disabled={editing && !dirty}
        label={t(editing ? 'common.save' : 'competitions.form.create')}
        pendingLabel={t('common.saving')}
        data-testid="competition-submit"
      />
    </Box>
  );
}
