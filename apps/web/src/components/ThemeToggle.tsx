import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../theme/ThemeModeProvider';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { darkMode, toggleDarkMode } = useThemeMode();
  const label = darkMode ? t('layout.lightMode') : t('layout.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        onClick={toggleDarkMode}
        aria-label={label}
        aria-pressed={darkMode}
        data-testid="theme-toggle"
      >
        {darkMode ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
