import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** Fallback of unexpected routing errors (spec §2): the title plus the status or message. */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = describe(error);
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Box
      role="alert"
      data-testid="route-error"
      sx={{
        minHeight: inLayout ? '60vh' : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: inLayout ? undefined : 'background.default',
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 5 },
          maxWidth: 560,
          width: '100%',
          borderRadius: 3,
          textAlign: 'center',
        }}
      >
        <ErrorOutlineRounded color="error" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
          Unexpected Application Error!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: detail ? 2 : 3 }}>
          {t('errorPage.subtitle')}
        </Typography>
        {detail && (
          <Box
            component="pre"
            sx={{
              m: 0,
              mb: 3,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.875rem',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {detail}
          </Box>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          <Button variant="contained" href="/">
            {t('common.goHome')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
