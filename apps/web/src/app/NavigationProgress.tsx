import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Unseen for a quick change: it fades in only when a page takes longer than a blink to come. */
const SHOW_AFTER_MS = 150;

const BAR_SX: SxProps<Theme> = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 'tooltip',
  overflow: 'hidden',
  pointerEvents: 'none',
  bgcolor: 'transparent',
  opacity: 0,
  '@keyframes navProgressIn': { to: { opacity: 1 } },
  '@keyframes navProgressRun': {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(250%)' },
  },
  animation: `navProgressIn 1ms linear ${SHOW_AFTER_MS}ms forwards`,
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    bgcolor: 'primary.main',
    animation: 'navProgressRun 1.1s ease-in-out infinite',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&::before': { animation: 'none', width: '100%' },
  },
};

/**
 * A thin bar along the top while the next page's code or data is on its way. The router keeps
 * the page being left on screen until the next one is ready: on a phone with a weak signal that
 * was half a second or more with no sign that the tap was taken, and a field typed into then
 * was lost with the page.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
      sx={BAR_SX}
    />
  );
}
