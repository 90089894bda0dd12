import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { LIMITS } from '@futsal/shared/limits';
import type { TImportField } from '@futsal/shared/values/player-import';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../../lib/save-blob';
import { templateCsv } from '../../player-import';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The first step: a file dropped or chosen (checked for size here, read by the server), and the
 * template in the coach's language to start from.
 */
export function ImportFileStep({
  reading,
  error,
  onFile,
}: {
  reading: boolean;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [tooBig, setTooBig] = useState(false);

  const take = (file: File | undefined) => {
    if (!file || reading) return;
    const big = file.size > LIMITS.playerImport.maxBytes;
    setTooBig(big);
    if (!big) onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  const downloadTemplate = () => {
    const labelOf = (field: TImportField) => t(`players.import.field.${field}`);
    const csv = templateCsv(labelOf, i18n.resolvedLanguage ?? i18n.language);
    saveBlob(new Blob([csv], { type: 'text/csv' }), `${t('players.import.templateFile')}.csv`);
  };
  const message = tooBig ? t('validation.import.size') : error;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        data-testid="import-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 3,
          px: 3,
          py: { xs: 4, sm: 6 },
          textAlign: 'center',
          bgcolor: (theme) => alpha(theme.palette.primary.main, over ? 0.08 : 0.02),
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <UploadFileRounded sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {t('players.import.file.title')}
        </Typography>
        <Typography id={hintId} color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mt: 1 }}>
          {t('players.import.file.hint')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, display: { xs: 'none', sm: 'block' } }}>
          {t('players.import.file.drop')} {t('players.import.file.or')}
        </Typography>
        <Button
          variant="contained"
          sx={{ mt: { xs: 2, sm: 1 } }}
          disabled={reading}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          data-testid="import-choose-file"
        >
          {t('players.import.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="import-file-input"
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {reading && (
          <Box sx={{ mt: 3, maxWidth: 320, mx: 'auto' }} role="status">
            <LinearProgress />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('players.import.file.reading')}
            </Typography>
          </Box>
        )}
      </Box>
      {message && (
        <Alert severity="error" data-testid="import-file-error">
          {message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('players.import.file.matching')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={downloadTemplate}
          data-testid="import-template"
          sx={{ flexShrink: 0 }}
        >
          {t('players.import.file.template')}
        </Button>
      </Box>
    </Box>
  );
}
