import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import MilitaryTechRounded from '@mui/icons-material/MilitaryTechRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** A cup has a medal, a tournament a trophy (spec §2: different icons). */
export function CompetitionIcon({ type, ...props }: { type: string } & SvgIconProps) {
  return type === 'cup' ? (
    <MilitaryTechRounded data-testid="competition-icon-cup" {...props} />
  ) : (
    <EmojiEventsRounded data-testid="competition-icon-tournament" {...props} />
  );
}
