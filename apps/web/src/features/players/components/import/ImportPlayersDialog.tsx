import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type {
  TPlayerImportPreview,
  TPlayerImportResult,
} from '@futsal/shared/schemas/player-import';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/errors';
import { usePreviewPlayerImportMutation } from '../../api/preview-player-import';
import { ImportFileStep } from './ImportFileStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ResponsiveDialog } from '../../../../components/ResponsiveDialog';

function ImportDone({ result, onClose }: { result: TPlayerImportResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} data-testid="import-done" role="status">
      <CheckCircleRounded sx={{ fontSize: 56, color: 'success.main', mb: 1 }} />
      <Typography variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('players.import.done.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="import-done-created">
        {t('players.import.done.created', { count: result.created })}
      </Typography>
      <Typography color="text.secondary" data-testid="import-done-updated">
        {t('players.import.done.updated', { count: result.updated })}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={onClose} data-testid="import-close">
        {t('players.import.done.close')}
      </Button>
    </Box>
  );
}

/** The import's steps: a file, its rows mapped and checked, then what was stored. */
function ImportPlayers({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const read = usePreviewPlayerImportMutation();
  const [file, setFile] = useState<{ name: string; preview: TPlayerImportPreview } | null>(null);
  const [done, setDone] = useState<TPlayerImportResult | null>(null);

  const onFile = (chosen: File) => {
    read.mutate(
      { teamId, file: chosen },
      { onSuccess: (preview) => setFile({ name: chosen.name, preview }) },
    );
  };

  if (done) return <ImportDone result={done} onClose={onClose} />;
  if (file)
    return (
      <ImportPreviewStep
        teamId={teamId}
        fileName={file.name}
        preview={file.preview}
        onChangeFile={() => {
          read.reset();
          setFile(null);
        }}
        onDone={setDone}
      />
    );
  return (
    <ImportFileStep
      reading={read.isPending}
      error={read.error ? errorMessage(read.error, t, 'players.import.readError') : null}
      onFile={onFile}
    />
  );
}

/** Import players from a CSV or .xlsx (decision 0116); loaded when first opened. */
export function ImportPlayersDialog({
  open,
  teamId,
  onClose,
}: {
  open: boolean;
  teamId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="lg"
      fullWidth
      scroll="paper"
      aria-labelledby="import-players-title"
      data-testid="import-players-dialog"
    >
      <DialogTitle id="import-players-title" sx={{ fontWeight: 600, pr: 6 }}>
        {t('players.import.title')}
        <IconButton
          aria-label={t('common.cancel')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 2, sm: 3 } }}>
        {open && <ImportPlayers teamId={teamId} onClose={onClose} />}
      </DialogContent>
    </ResponsiveDialog>
  );
}
