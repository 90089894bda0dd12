import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import TranslateIcon from '@mui/icons-material/Translate';
import type { TLanguage } from '@futsal/shared/limits';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { labelInName } from '../lib/label-in-name';
import { useSwitchLanguage } from '../i18n/use-switch-language';
import { announcePreferenceChange } from '../lib/preference-events';

// The menu (MUI's Menu, Popover, Modal and focus trap) loads at the first
// click: the picker sits on the sign-in page, which a phone loads first.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** Language picker; keeps `?lng=` of the URL in sync with the choice. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const value = currentLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);

  const pick = (language: TLanguage) => {
    setAnchor(null);
    switchLanguage(language);
    announcePreferenceChange({ language });
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        aria-label={labelInName(value.toUpperCase(), t('layout.language'))}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-select"
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={compact ? undefined : <TranslateIcon sx={{ fontSize: 18 }} />}
        endIcon={<ArrowDropDownIcon />}
        sx={{
          fontWeight: 500,
          fontSize: '0.875rem',
          minWidth: 0,
          py: 0.5,
          pl: compact ? 1 : 1.25,
          pr: 0.75,
          borderColor: 'divider',
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        {value.toUpperCase()}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            value={value}
            onClose={() => setAnchor(null)}
            onPick={pick}
          />
        </Suspense>
      )}
    </>
  );
}
