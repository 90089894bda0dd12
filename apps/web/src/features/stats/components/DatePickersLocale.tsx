import type { TLanguage } from '@futsal/shared/limits';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, itIT, ptPT } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '../../../i18n';

const PICKER_TEXTS = { es: esES, en: enUS, it: itIT, pt: ptPT } satisfies Record<
  TLanguage,
  unknown
>;

/** Date pickers in the interface language: dayjs locale for formats, MUI texts for the toolbar. */
export function DatePickersLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const base = (i18n.resolvedLanguage ?? i18n.language ?? 'es').split('-')[0];
  const lng: TLanguage = isSupportedLanguage(base) ? base : 'es';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={lng}
      localeText={PICKER_TEXTS[lng].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
