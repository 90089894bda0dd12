import type { TTeamRole } from '@futsal/shared/roles';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TTeamRole, 'primary' | 'secondary' | 'info' | 'warning' | 'success'> = {
  owner: 'primary',
  coach: 'secondary',
  assistant: 'info',
  analyst: 'warning',
  medical: 'success',
};

/** A member's role as a badge. */
export function RoleChip({ role, testId }: { role: TTeamRole; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[role]}
      label={t(`staff.role.${role}`)}
      data-testid={testId}
    />
  );
}
