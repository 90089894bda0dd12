import type {
  TPlayerImportPreview,
  TPlayerImportRowOutcome,
} from '@futsal/shared/schemas/player-import';
import { IMPORT_FIELDS, type TImportField } from '@futsal/shared/values/player-import';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowError, TMapping } from '../../player-import';

const STATUS_COLOR = { create: 'success', update: 'info', error: 'error' } as const;

function RowStatus({ outcome }: { outcome: TPlayerImportRowOutcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const label =
    outcome.action === 'update' && outcome.currentName
      ? t('players.import.status.updateOf', { name: outcome.currentName })
      : t(`players.import.status.${outcome.action}`);
  return (
    <Chip
      size="small"
      variant={outcome.action === 'error' ? 'filled' : 'outlined'}
      color={STATUS_COLOR[outcome.action]}
      label={label}
      data-testid="import-row-status"
      data-action={outcome.action}
      sx={{ maxWidth: 220 }}
    />
  );
}

/**
 * The file's rows under a select per column (the field it fills, or none), each with what the
 * import does with it and, for a row that fails, its errors by field in the form's texts.
 */
export function ImportTable({
  preview,
  mapping,
  outcomes,
  errorsOf,
  onMap,
}: {
  preview: TPlayerImportPreview;
  mapping: TMapping;
  outcomes: TPlayerImportRowOutcome[] | undefined;
  errorsOf: (row: number) => RowError[];
  onMap: (column: number, field: TImportField | null) => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) =>
    field ? t(`players.import.field.${field}`) : t('players.import.preview.row');
  const columnName = (i: number) =>
    preview.headers[i] || t('players.import.mapping.column', { n: i + 1 });
  const width = preview.headers.length + 2;

  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: { sm: '55vh' } }}
      data-testid="import-table"
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>{t('players.import.preview.row')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{t('players.import.preview.status')}</TableCell>
            {preview.headers.map((_, i) => (
              <TableCell key={i} sx={{ minWidth: 170, verticalAlign: 'top' }}>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {columnName(i)}
                </Typography>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[i] ?? ''}
                  onChange={(e) => onMap(i, (e.target.value || null) as TImportField | null)}
                  slotProps={{
                    htmlInput: {
                      'aria-label': t('players.import.mapping.label', { header: columnName(i) }),
                    },
                    select: {
                      SelectDisplayProps: {
                        'data-testid': `import-map-${i}`,
                        'aria-label': t('players.import.mapping.label', { header: columnName(i) }),
                      } as object,
                    },
                  }}
                  sx={{ mt: 0.5 }}
                >
                  <MenuItem value="">
                    <em>{t('players.import.mapping.ignore')}</em>
                  </MenuItem>
                  {IMPORT_FIELDS.map((field) => (
                    <MenuItem key={field} value={field}>
                      {t(`players.import.field.${field}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((cells, r) => {
            const errors = errorsOf(r);
            const failed = new Set(errors.map((e) => e.path));
            return (
              <Fragment key={r}>
                <TableRow data-testid="import-row" hover>
                  <TableCell sx={{ color: 'text.secondary' }}>{r + 1}</TableCell>
                  <TableCell>
                    <RowStatus outcome={outcomes?.[r]} />
                  </TableCell>
                  {cells.map((cell, c) => {
                    const field = mapping[c];
                    const bad = field !== null && field !== undefined && failed.has(field);
                    return (
                      <TableCell
                        key={c}
                        sx={{
                          color: field ? (bad ? 'error.main' : 'text.primary') : 'text.disabled',
                          fontWeight: bad ? 600 : undefined,
                          whiteSpace: 'nowrap',
                          maxWidth: 240,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                        }}
                      >
                        {cell}
                      </TableCell>
                    );
                  })}
                </TableRow>
                {errors.length > 0 && (
                  <TableRow data-testid="import-row-errors">
                    <TableCell />
                    <TableCell colSpan={width - 1} sx={{ pt: 0 }}>
                      {/* Held in view while the wide table scrolls sideways on a phone. */}
                      <Box
                        component="ul"
                        sx={{
                          m: 0,
                          pl: 2,
                          color: 'error.main',
                          position: 'sticky',
                          left: 8,
                          maxWidth: 'min(640px, calc(100vw - 120px))',
                        }}
                      >
                        {errors.map((e, i) => (
                          <Typography component="li" variant="body2" key={i}>
                            {e.path ? `${fieldLabel(e.path)}: ` : ''}
                            {t(e.key, { defaultValue: e.message })}
                          </Typography>
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
