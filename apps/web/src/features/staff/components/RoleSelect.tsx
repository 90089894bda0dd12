import { STAFF_ROLES, type TStaffRole } from '@futsal/shared/roles';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A staff role, each option with one line on what it may do. */
export function RoleSelect({
  value,
  onChange,
  label,
  id,
  size,
  disabled,
  testId,
}: {
  value: TStaffRole;
  onChange: (role: TStaffRole) => void;
  label: string;
  id: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      size={size}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as TStaffRole)}
      slotProps={{
        select: { renderValue: (v) => t(`staff.role.${v as TStaffRole}`) },
        htmlInput: { 'data-testid': testId },
      }}
      sx={{ minWidth: 180 }}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role} data-testid={`role-option-${role}`}>
          <ListItemText
            primary={t(`staff.role.${role}`)}
            secondary={t(`staff.roleHint.${role}`)}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
