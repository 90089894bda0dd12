import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { announcePreferenceChange } from '../lib/preference-events';
import { useThemeMode } from '../theme/ThemeModeProvider';

/** Dark/light switch. No MUI Tooltip here: it would pull Popper into the login page. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { darkMode, toggleDarkMode } = useThemeMode();
  const label = darkMode ? t('layout.lightMode') : t('layout.darkMode');
  return (
    <IconButton
      color="inherit"
      onClick={() => {
        toggleDarkMode();
        announcePreferenceChange({ theme: darkMode ? 'light' : 'dark' });
      }}
      aria-label={label}
      title={label}
      aria-pressed={darkMode}
      data-testid="theme-toggle"
    >
      {darkMode ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
