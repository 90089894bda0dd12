import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CUSTOM_RANGE_SX } from './custom-range-sx';
import { DatePickersLocale } from './DatePickersLocale';

const ISO = 'YYYY-MM-DD';

/** The custom range's from and to dates (MUI X pickers, loaded with this module: decision 0102). */
export default function CustomRangeFields({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (field: 'from' | 'to', iso: string) => void;
}) {
  const { t } = useTranslation();
  const set = (field: 'from' | 'to') => (d: Dayjs | null) => {
    if (d?.isValid()) onChange(field, d.format(ISO));
  };
  return (
    <DatePickersLocale>
      <Box sx={CUSTOM_RANGE_SX}>
        <DatePicker
          label={t('stats.filters.from')}
          value={from ? dayjs(from) : null}
          onChange={set('from')}
          disableFuture
          slotProps={{ textField: { size: 'small', name: 'from' } }}
          sx={{ flex: 1, minWidth: 0, maxWidth: { md: 170 } }}
        />
        <DatePicker
          label={t('stats.filters.to')}
          value={to ? dayjs(to) : null}
          onChange={set('to')}
          slotProps={{ textField: { size: 'small', name: 'to' } }}
          sx={{ flex: 1, minWidth: 0, maxWidth: { md: 170 } }}
        />
      </Box>
    </DatePickersLocale>
  );
}
