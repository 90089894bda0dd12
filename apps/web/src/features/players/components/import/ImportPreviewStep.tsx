import type {
  TPlayerImportPreview,
  TPlayerImportResult,
} from '@futsal/shared/schemas/player-import';
import type { TImportField } from '@futsal/shared/values/player-import';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlanLimitError, PlanLimitDialog } from '../../../../components/PlanLimitDialog';
import { SubmitButton } from '../../../../components/SubmitButton';
import { errorMessage } from '../../../../lib/errors';
import { useImportPlayersMutation, usePlayerImportCheckQuery } from '../../api/import-players';
import {
  assignField,
  hasKeyColumns,
  rowErrorsOf,
  rowsOf,
  type TMapping,
} from '../../player-import';
import { ImportTable } from './ImportTable';

/**
 * The second step: the mapping, what each row would do (a dry run asked again at each change of
 * the mapping), and the confirm, enabled when every row passes and the plan allows the new players.
 */
export function ImportPreviewStep({
  teamId,
  fileName,
  preview,
  onChangeFile,
  onDone,
}: {
  teamId: string;
  fileName: string;
  preview: TPlayerImportPreview;
  onChangeFile: () => void;
  onDone: (result: TPlayerImportResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const [mapping, setMapping] = useState<TMapping>(preview.mapping);
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const keyColumns = hasKeyColumns(mapping);
  const rows = useMemo(() => rowsOf(preview, mapping), [preview, mapping]);
  const check = usePlayerImportCheckQuery(teamId, keyColumns ? rows : null, i18n.language);
  const store = useImportPlayersMutation();
  const result = check.isPlaceholderData ? undefined : check.data;
  // Row errors of a refused request: the confirm's (a row changed meanwhile), else the dry run's.
  const refused = rowErrorsOf(store.error ?? check.error);
  const errorsOf = (row: number) => refused.get(row) ?? result?.rows[row]?.errors ?? [];
  const otherError =
    store.error && refused.size === 0 && !isPlanLimitError(store.error)
      ? errorMessage(store.error, t, 'players.import.error')
      : check.error && refused.size === 0
        ? errorMessage(check.error, t, 'players.import.checkError')
        : null;
  const ready =
    keyColumns && result && result.failed === 0 && !result.planLimit && refused.size === 0;

  const confirm = async () => {
    try {
      onDone(await store.mutateAsync({ teamId, rows }));
    } catch (err) {
      if (isPlanLimitError(err)) setPlanLimit(err);
    }
  };
  const map = (column: number, field: TImportField | null) => {
    store.reset();
    setMapping((current) => assignField(current, column, field));
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 600, flex: 1, flexBasis: { xs: '100%', sm: 0 }, minWidth: 0 }}
            noWrap
          >
            {t('players.import.preview.rows', { name: fileName, count: preview.rows.length })}
          </Typography>
          {result && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="import-counts">
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t('players.import.preview.created', { count: result.created })}
              />
              <Chip
                size="small"
                color="info"
                variant="outlined"
                label={t('players.import.preview.updated', { count: result.updated })}
              />
              {result.failed > 0 && (
                <Chip
                  size="small"
                  color="error"
                  label={t('players.import.preview.failed', { count: result.failed })}
                />
              )}
            </Box>
          )}
        </Box>
        {!keyColumns && <Alert severity="warning">{t('players.import.mapping.missing')}</Alert>}
        {result?.planLimit && (
          <Alert severity="warning" data-testid="import-plan-limit">
            {result.planLimit.message}
          </Alert>
        )}
        {otherError && (
          <Alert severity="error" data-testid="import-error">
            {otherError}
          </Alert>
        )}
        {(result?.failed ?? 0) > 0 && (
          <Alert severity="info">{t('players.import.preview.fixHint')}</Alert>
        )}
        <Box sx={{ minHeight: 4 }}>
          {keyColumns && check.isFetching && (
            <LinearProgress aria-label={t('players.import.preview.checking')} />
          )}
        </Box>
        <ImportTable
          preview={preview}
          mapping={mapping}
          outcomes={result?.rows}
          errorsOf={errorsOf}
          onMap={map}
        />
      </Box>
      {/* Held at the dialog's foot while a long file scrolls. */}
      <DialogActions
        sx={{
          position: 'sticky',
          bottom: { xs: -16, sm: -24 },
          mx: { xs: -2, sm: -3 },
          mb: { xs: -2, sm: -3 },
          mt: 2,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
          gap: 1,
          zIndex: 3,
        }}
      >
        <Button onClick={onChangeFile} disabled={store.isPending} sx={{ mr: 'auto' }}>
          {t('players.import.preview.changeFile')}
        </Button>
        <SubmitButton
          pending={store.isPending}
          disabled={!ready}
          onClick={() => void confirm()}
          label={t('players.import.confirm', { count: preview.rows.length })}
          pendingLabel={t('players.import.confirming')}
          data-testid="import-confirm"
        />
      </DialogActions>
      <PlanLimitDialog error={planLimit} onClose={() => setPlanLimit(null)} />
    </>
  );
}
