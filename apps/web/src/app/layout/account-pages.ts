import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';

/**
 * The account group's pages, every signed-in page outside a team (spec §2; the settings page and
 * the plans were missing, so no menu led to them). UserMenu offers the same ones.
 */
export const ACCOUNT_PAGES = [
  { to: '/profile', label: 'menu.profile', Icon: PersonRounded },
  { to: '/settings', label: 'menu.settings', Icon: SettingsRounded },
  { to: '/security', label: 'menu.security', Icon: LockRounded },
  { to: '/subscription', label: 'menu.subscription', Icon: CardMembershipRounded },
  { to: '/pricing', label: 'pages.pricing.title', Icon: WorkspacePremiumRounded },
  { to: '/contact', label: 'menu.contact', Icon: MailRounded },
] as const;
