import type { TLanguage } from '@futsal/shared';
import i18n from 'i18next';
import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';

/** Short and medium date formats per language (spec §9: es dd/MM/y and d MMM y). */
export const DATE_FORMATS: Record<TLanguage, { short: string; medium: string }> = {
  es: { short: 'DD/MM/YYYY', medium: 'D MMM YYYY' },
  en: { short: 'MM/DD/YYYY', medium: 'MMM D, YYYY' },
  it: { short: 'DD/MM/YYYY', medium: 'D MMM YYYY' },
  pt: { short: 'DD/MM/YYYY', medium: 'D MMM YYYY' },
};

let activeLanguage: TLanguage = 'es';

function languageOf(lng: string | undefined): TLanguage {
  const base = (lng ?? 'es').split('-')[0];
  return base === 'en' || base === 'it' || base === 'pt' ? base : 'es';
}

/** dayjs follows the interface language; Spanish weeks start on Monday. */
export function applyDayjsLocale(lng: TLanguage): void {
  activeLanguage = lng;
  dayjs.locale(lng);
}

export function formatDate(
  value: ConfigType,
  style: 'short' | 'medium' = 'short',
  lng: TLanguage = activeLanguage,
): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.locale(lng).format(DATE_FORMATS[lng][style]);
}

// dayjs follows i18next from the moment this module loads (kept out of the
// entry chunk: only signed-in pages format dates).
applyDayjsLocale(languageOf(i18n.resolvedLanguage ?? i18n.language));
i18n.on('languageChanged', (lng) => applyDayjsLocale(languageOf(lng)));
