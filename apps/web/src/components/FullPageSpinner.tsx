import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner while the session or a lazy page loads. */
export function FullPageSpinner({ minHeight = '100vh' }: { minHeight?: string | number }) {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight,
        width: '100%',
      }}
    >
      <CircularProgress />
    </Box>
  );
}
