import { LANGUAGES, type TLanguage } from '@futsal/shared/limits';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

/** The four languages, loaded with LanguageSelect's first click. */
export default function LanguageMenu({
  id,
  anchor,
  value,
  onClose,
  onPick,
}: {
  id: string;
  anchor: HTMLElement | null;
  value: TLanguage;
  onClose: () => void;
  onPick: (language: TLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          selected={lng === value}
          lang={lng}
          onClick={() => onPick(lng)}
          data-testid={`language-option-${lng}`}
        >
          {t(`languages.${lng}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
