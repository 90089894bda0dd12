import type { TLanguage } from '@futsal/shared';
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
