import ShieldRounded from '@mui/icons-material/ShieldRounded';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { colorFor, initials } from '../../../lib/initials';

interface TeamAvatarProps {
  name: string;
  logo?: string | null;
  size?: number;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** The team's logo, or its initials on a colour drawn from the name (no external image service). */
export function TeamAvatar({ name, logo, size = 48, testId, sx }: TeamAvatarProps) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt={name}
      variant="rounded"
      data-testid={testId}
      data-has-logo={logo ? 'true' : 'false'}
      slotProps={{ img: { loading: 'eager', style: { objectFit: 'contain' } } }}
      sx={[
        {
          width: size,
          height: size,
          borderRadius: size >= 64 ? 3 : 2,
          bgcolor: logo ? 'background.paper' : colorFor(name),
          color: '#fff',
          fontWeight: 700,
          fontSize: size * 0.38,
          border: logo ? 1 : 0,
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name) || <ShieldRounded sx={{ fontSize: size * 0.5 }} />}
    </Avatar>
  );
}
