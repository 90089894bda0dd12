import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { useSwitchLanguage } from '../i18n/use-switch-language';
import { announcePreferenceChange } from '../lib/preference-events';

/** Language picker; keeps `?lng=` of the URL in sync with the choice. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const value = currentLanguage();

  const onChange = (event: SelectChangeEvent<TLanguage>) => {
    const language = event.target.value as TLanguage;
    switchLanguage(language);
    announcePreferenceChange({ language });
  };

  return (
    <Select<TLanguage>
      value={value}
      onChange={onChange}
      size="small"
      variant="outlined"
      inputProps={{ 'aria-label': t('layout.language') }}
      data-testid="language-select"
      renderValue={(v) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {!compact && <TranslateIcon sx={{ fontSize: 18 }} />}
          {v.toUpperCase()}
        </span>
      )}
      sx={{
        color: 'inherit',
        fontWeight: 500,
        fontSize: '0.875rem',
        '& .MuiSelect-select': {
          py: 0.75,
          pl: compact ? 1 : 1.25,
          display: 'flex',
          alignItems: 'center',
        },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'divider' },
        '& .MuiSvgIcon-root': { color: 'inherit' },
      }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} data-testid={`language-option-${lng}`}>
          {t(`languages.${lng}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
