import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, colorFor, initials } from './initials';

describe('generated avatars', () => {
  it('put their white initials on colours with at least 4.5:1 contrast (WCAG AA)', () => {
    const low = AVATAR_COLORS.filter((c) => getContrastRatio(c, '#fff') < 4.5);
    expect(low).toEqual([]);
  });

  it('give a name the same colour every time, from the palette', () => {
    for (const name of ['Ana Gil', 'Marta Ruiz', 'CD Navalcarnero', 'Ñandú', ''])
      expect(AVATAR_COLORS).toContain(colorFor(name));
    expect(colorFor('Ana Gil')).toBe(colorFor('Ana Gil'));
  });

  it('take the first and last words’ initials', () => {
    expect(initials('  María José  de la Fuente ')).toBe('MF');
    expect(initials('Pablo')).toBe('P');
  });
});
