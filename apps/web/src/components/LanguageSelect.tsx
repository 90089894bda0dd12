import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../i18n';

/** Language picker; keeps `?lng=` of the URL in sync with the choice. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const value = currentLanguage();

  const onChange = (event: SelectChangeEvent<TLanguage>) => {
    const lng = event.target.value as TLanguage;
    void i18n.changeLanguage(lng);
    const params = new URLSearchParams(location.search);
    params.set('lng', lng);
    void navigate(
      { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
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
        '& .MuiSelect-select': { py: 0.75, pl: compact ? 1 : 1.25, display: 'flex', alignItems: 'center' },
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
