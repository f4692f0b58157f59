import { createTheme, type Theme } from '@mui/material/styles';
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

/** The customer layout's theme: the restaurant's themeColor matched to one of the nine presets. */
export function createCustomerTheme(themeColor: string | null | undefined): Theme {
  return createTheme({
    ...shared,
    palette: { primary: { main: themePresetColor(themeColor) }, background: { default: '#fafafa' } },
  });
}
