import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The product mark: a ball in a rounded square with the brand gradient. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const gradientId = `brand-${useId().replace(/:/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e88e5" />
          <stop offset="1" stopColor="#43a047" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M32 22l8 6-3 9h-10l-3-9z" fill="#fff" />
    </Box>
  );
}

/** The mark and the name; `showName="wide"` leaves the name out on phones (the public frames' bars). */
export function BrandLogo({
  size = 36,
  showName = true,
}: {
  size?: number;
  showName?: boolean | 'wide';
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandMark size={size} />
      {showName && (
        <Typography
          component="span"
          noWrap
          sx={{
            fontWeight: 700,
            fontSize: size > 40 ? '1.5rem' : '1.1rem',
            letterSpacing: '-0.01em',
            display: showName === 'wide' ? { xs: 'none', sm: 'block' } : undefined,
          }}
        >
          Futsal Manager
        </Typography>
      )}
    </Box>
  );
}
