import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type SectionTone = 'primary' | 'error' | 'warning' | 'secondary';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /**
   * `panel`: a framed block, its icon on a tinted tile (a dialog's long form);
   * `plain`: a heading with its icon, inside a card the form already draws;
   * `card`: a card of its own, its title over a hint (a page of settings).
   */
  variant?: 'panel' | 'plain' | 'card';
  icon?: ReactNode;
  /** A line under the title. */
  subtitle?: string;
  tone?: SectionTone;
  /** At the title's end, e.g. a chip. */
  badge?: ReactNode;
  testId?: string;
}

/** A titled group of a form's fields. */
export function FormSection({ variant = 'panel', ...props }: FormSectionProps) {
  if (variant === 'plain') return <PlainSection {...props} />;
  if (variant === 'card') return <CardSection {...props} />;
  return <PanelSection {...props} />;
}

function PanelSection({
  icon,
  title,
  subtitle,
  children,
  tone = 'primary',
  badge,
  testId,
}: FormSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="caption" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {badge}
      </Box>
      {children}
    </Paper>
  );
}

function PlainSection({ icon, title, children, testId }: FormSectionProps) {
  return (
    <Box component="section" data-testid={testId}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2, color: 'text.secondary' }}
      >
        {icon}
        <Typography component="h2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

function CardSection({ title, subtitle, children, testId }: FormSectionProps) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {subtitle}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
