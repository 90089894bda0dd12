import type { TUser } from '@futsal/shared';
import Avatar from '@mui/material/Avatar';
import { initials, colorFor } from '../../../lib/initials';

/** The user's photo, or their initials on a colour derived from the name. */
export function UserAvatar({
  user,
  size = 36,
  src,
}: {
  user: TUser | null;
  size?: number;
  src?: string | null;
}) {
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const image = src ?? user?.avatar ?? undefined;
  return (
    <Avatar
      src={image || undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: colorFor(name),
        color: '#fff',
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
