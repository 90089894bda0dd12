import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import ScoreboardRounded from '@mui/icons-material/ScoreboardRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import TimelineRounded from '@mui/icons-material/TimelineRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TPageKey } from './pages';

export const PAGE_ICONS: Record<TPageKey, SvgIconComponent> = {
  teams: GroupsRounded,
  teamDetails: ShieldRounded,
  summary: DashboardRounded,
  players: GroupsRounded,
  player: PersonRounded,
  playerStats: QueryStatsRounded,
  matches: SportsSoccerRounded,
  match: EventNoteRounded,
  matchDetails: ScoreboardRounded,
  events: TimelineRounded,
  calendar: CalendarMonthRounded,
  callup: HowToRegRounded,
  stats: BarChartRounded,
  opponent: PersonSearchRounded,
  competitionNew: AddCircleOutlineRounded,
  competitionEdit: EditCalendarRounded,
  competitionMatches: EmojiEventsRounded,
  settings: SettingsRounded,
  subscription: CardMembershipRounded,
  contact: MailRounded,
  pricing: WorkspacePremiumRounded,
  subscriptionSuccess: CheckCircleRounded,
  subscriptionFailure: CancelRounded,
  subscriptionPending: HourglassTopRounded,
  profile: PersonRounded,
  security: LockRounded,
  audit: HistoryRounded,
  staff: BadgeRounded,
};

export const PAGE_TONES: Partial<Record<TPageKey, 'success' | 'error' | 'warning' | 'secondary'>> =
  {
    subscriptionSuccess: 'success',
    subscriptionFailure: 'error',
    subscriptionPending: 'warning',
    pricing: 'secondary',
  };
