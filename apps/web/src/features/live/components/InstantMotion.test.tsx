import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstantMotion } from './InstantMotion';

function Probe() {
  const theme = useTheme();
  return (
    <span data-testid="probe">{`${theme.motion.reducedMotion} ${theme.palette.primary.main}`}</span>
  );
}

describe('InstantMotion', () => {
  it("turns the app theme's transitions off inside it, and keeps the rest of the theme", () => {
    const app = createTheme({
      palette: { primary: { main: '#1565c0' } },
      motion: { reducedMotion: 'system' },
    });
    render(
      <ThemeProvider theme={app}>
        <InstantMotion>
          <Probe />
        </InstantMotion>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('always #1565c0');
  });
});
