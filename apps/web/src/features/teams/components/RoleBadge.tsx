import type { TTeamRole } from '@futsal/shared/roles';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface Props {
  role: TTeamRole | null | undefined;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}

/**
 * The signed-in user's role on a team, beside its name wherever a team is listed (issue 40). An
 * owner's own teams carry none: only a team reached as staff says in which role.
 */
export function RoleBadge({ role, size = 'small', sx }: Props) {
  const { t } = useTranslation();
  if (!role || role === 'owner') return null;
  const name = t(`roles.${role}`);
  return (
    // describeChild: the chip's name stays its text, the description comes as its description.
    <Tooltip
      title={`${t('roles.yours', { role: name })}. ${t(`roles.${role}Description`)} ${t('roles.ownerPlan')}`}
      describeChild
    >
      <Chip
        size={size}
        color="secondary"
        variant="outlined"
        label={name}
        data-testid="role-badge"
        data-role={role}
        sx={sx}
      />
    </Tooltip>
  );
}
