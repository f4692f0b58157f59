/**
 * The customer layout's colours (back-office.md §2.1, diner.md §2 "Customer layout"): a restaurant's
 * themeColor is matched case-insensitively to one of nine Material presets. The default #3f51b5 is
 * indigo; anything else that matches no preset falls back to pink.
 */
export const THEME_PRESETS = {
  indigo: '#3f51b5',
  pink: '#e91e63',
  red: '#f44336',
  purple: '#9c27b0',
  blue: '#2196f3',
  teal: '#009688',
  green: '#4caf50',
  orange: '#ff9800',
  brown: '#795548',
} as const;
export type ThemePreset = keyof typeof THEME_PRESETS;

/** Used when a restaurant has no theme colour at all. */
export const DEFAULT_THEME_PRESET: ThemePreset = 'indigo';
/** Used when a restaurant's colour matches none of the presets. */
export const FALLBACK_THEME_PRESET: ThemePreset = 'pink';

/** The preset a theme colour stands for: an exact (case-insensitive) hex match, indigo when empty, else pink. */
export function matchThemePreset(themeColor: string | null | undefined): ThemePreset {
  const color = themeColor?.trim().toLowerCase() ?? '';
  if (color === '') return DEFAULT_THEME_PRESET;
  for (const [name, hex] of Object.entries(THEME_PRESETS) as [ThemePreset, string][]) {
    if (hex === color) return name;
  }
  return FALLBACK_THEME_PRESET;
}

/** The hex of the preset a theme colour stands for (lower case, with #). */
export function themePresetColor(themeColor: string | null | undefined): string {
  return THEME_PRESETS[matchThemePreset(themeColor)];
}
