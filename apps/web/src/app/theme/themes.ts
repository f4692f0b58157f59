import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { THEME_PRESETS, themePresetColor } from '@rpos/domain';

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

/** The back-office theme: the indigo preset. */
export const backOfficeTheme: Theme = createTheme({
  ...shared,
  palette: {
    primary: { main: THEME_PRESETS.indigo },
    secondary: { main: THEME_PRESETS.pink },
    background: { default: '#f4f6f8' },
  },
});

/**
 * A colour darkened in 5 % steps until white on it (and it on white) reaches 5.5:1: above the WCAG AA
 * 4.5:1 with room for the slightly translucent white secondary text of the menu header. Buttons, tabs
 * and links in the restaurant's colour stay readable (pink #e91e63 alone is 4.3:1).
 */
export function accessibleColor(color: string): string {
  let out = color;
  for (let step = 1; step <= 20 && getContrastRatio(out, '#fff') < 5.5; step++)
    out = darken(color, step * 0.05);
  return out;
}

/** The customer layout's theme: the restaurant's themeColor matched to one of the nine presets. */
export function createCustomerTheme(themeColor: string | null | undefined): Theme {
  return createTheme({
    ...shared,
    palette: {
      primary: { main: accessibleColor(themePresetColor(themeColor)) },
      background: { default: '#fafafa' },
    },
  });
}
