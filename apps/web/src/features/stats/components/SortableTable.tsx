import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, type TCsvCell } from '../lib/csv';

export interface TColumn<R> {
  key: string;
  label: string;
  /** The sortable and exported value. */
  value: (row: R) => string | number;
  /** What the cell shows, when not the value itself. */
  render?: (row: R) => ReactNode;
  /** A number column: right-aligned, sorted highest first on the first click. */
  numeric?: boolean;
  /** Shown as a tooltip-free hint: the long name of an abbreviated header. */
  title?: string;
}

interface Props<R> {
  rows: readonly R[];
  columns: readonly TColumn<R>[];
  rowKey: (row: R) => string;
  initialSort?: { key: string; dir: 'asc' | 'desc' };
  /** File name (without extension) of the CSV export; no export button without it. */
  csvName?: string;
  testid: string;
  empty?: string;
}

/** A sortable table whose first column stays in view while scrolling sideways on phones. */
export function SortableTable<R>({
  rows,
  columns,
  rowKey,
  initialSort,
  csvName,
  testid,
  empty,
}: Props<R>) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState(
    initialSort ?? { key: columns[0]?.key ?? '', dir: 'asc' as const },
  );
  const collator = useMemo(
    () => new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' }),
    [i18n.language],
  );
  const sorted = useMemo(() => {
    const col = columns.find((c) => c.key === sort.key);
    if (!col) return rows;
    const sign = sort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = col.value(a);
      const vb = col.value(b);
      const diff =
        typeof va === 'number' && typeof vb === 'number'
          ? va - vb
          : collator.compare(String(va), String(vb));
      return sign * diff;
    });
  }, [rows, columns, sort, collator]);

  const onSort = (col: TColumn<R>) =>
    setSort((s) =>
      s.key === col.key
        ? { key: col.key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key: col.key, dir: col.numeric ? 'desc' : 'asc' },
    );

  const exportCsv = () =>
    downloadCsv(
      `${csvName}.csv`,
      columns.map((c) => c.title ?? c.label),
      sorted.map((r) => columns.map((c): TCsvCell => c.value(r))),
    );

  const sticky = {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    borderRight: { xs: '1px solid', md: 'none' },
    borderRightColor: 'divider',
  } as const;

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testid}-empty`}>
        {empty ?? t('stats.table.empty')}
      </Typography>
    );
  }
  return (
    <>
      {csvName && (
        <Button
          size="small"
          startIcon={<FileDownloadRounded />}
          onClick={exportCsv}
          sx={{ mb: 1 }}
          data-testid={`${testid}-csv`}
        >
          {t('stats.table.csv')}
        </Button>
      )}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" data-testid={testid} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === c.key ? sort.dir : false}
                  sx={i === 0 ? { ...sticky, zIndex: 3 } : undefined}
                  title={c.title}
                >
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key ? sort.dir : c.numeric ? 'desc' : 'asc'}
                    onClick={() => onSort(c)}
                    data-testid={`${testid}-sort-${c.key}`}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((r) => (
              <TableRow key={rowKey(r)} hover>
                {columns.map((c, i) => (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ fontVariantNumeric: 'tabular-nums', ...(i === 0 ? sticky : {}) }}
                  >
                    {c.render ? c.render(r) : c.value(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
