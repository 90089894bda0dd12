import BarChartRounded from '@mui/icons-material/BarChartRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo, BrandMark } from '../../../components/BrandLogo';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { usePageTitle } from '../../../lib/use-page-title';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Two-column frame of the login and register pages: brand panel and form card. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const features = [
    { icon: <GroupsRounded />, text: t('auth.hero.teams') },
    { icon: <SportsSoccerRounded />, text: t('auth.hero.matches') },
    { icon: <BarChartRounded />, text: t('auth.hero.stats') },
  ];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: '44%', lg: '40%' },
          p: { md: 5, lg: 7 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: (theme) =>
            theme.palette.mode === 'dark'
              ? 'linear-gradient(145deg, #0b2545 0%, #0d47a1 60%, #1b5e20 135%)'
              : 'linear-gradient(145deg, #0d47a1 0%, #1e88e5 55%, #2e7d32 130%)',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: -120,
            bottom: -120,
            width: 420,
            height: 420,
            borderRadius: '50%',
            border: '48px solid rgba(255,255,255,0.07)',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: '50%',
            top: 0,
            bottom: 0,
            borderLeft: '2px solid rgba(255,255,255,0.06)',
          }}
        />
        <BrandLogo size={44} />
        <Box sx={{ position: 'relative', maxWidth: 460 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 600, mb: 4, lineHeight: 1.25 }}>
            {t('auth.hero.title')}
          </Typography>
          <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {features.map((f) => (
              <Box
                component="li"
                key={f.text}
                sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
              >
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    bgcolor: 'rgba(255,255,255,0.14)',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  {f.icon}
                </Box>
                <Typography sx={{ opacity: 0.95 }}>{f.text}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75, position: 'relative' }}>
          {t('layout.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>

      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 2, sm: 3 },
            py: 2,
          }}
        >
          <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
            <BrandMark size={36} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageSelect />
          <ThemeToggle />
        </Box>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'center',
            px: 2,
            pb: 6,
            pt: { xs: 1, sm: 0 },
          }}
        >
          <Paper
            variant="outlined"
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 4.5 },
              borderRadius: 3,
              boxShadow: (theme) =>
                theme.palette.mode === 'light' ? '0 10px 40px rgba(30,136,229,0.10)' : 'none',
            }}
          >
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 0.75 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
