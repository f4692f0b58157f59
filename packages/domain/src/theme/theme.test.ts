import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR } from '../shared/constants';
import { matchThemePreset, THEME_PRESETS, type ThemePreset, themePresetColor } from './theme';

describe('matchThemePreset', () => {
  it('matches each of the nine presets by its hex', () => {
    for (const [name, hex] of Object.entries(THEME_PRESETS)) {
      expect(matchThemePreset(hex)).toBe(name as ThemePreset);
    }
    expect(Object.keys(THEME_PRESETS)).toHaveLength(9);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchThemePreset('#3F51B5')).toBe('indigo');
    expect(matchThemePreset('#F44336')).toBe('red');
    expect(matchThemePreset('  #4CaF50 ')).toBe('green');
  });

  it('reads the default theme colour #3f51b5 as indigo, not the pink fallback', () => {
    expect(matchThemePreset(DEFAULT_THEME_COLOR)).toBe('indigo');
  });

  it('falls back to pink for a colour that matches no preset', () => {
    expect(matchThemePreset('#123456')).toBe('pink');
    expect(matchThemePreset('indigo')).toBe('pink');
    expect(matchThemePreset('#3f51b')).toBe('pink');
    expect(matchThemePreset('3f51b5')).toBe('pink');
  });

  it('uses the default indigo when there is no colour at all', () => {
    expect(matchThemePreset(null)).toBe('indigo');
    expect(matchThemePreset(undefined)).toBe('indigo');
    expect(matchThemePreset('  ')).toBe('indigo');
  });
});

describe('themePresetColor', () => {
  it('gives the hex of the matched preset', () => {
    expect(themePresetColor('#9C27B0')).toBe('#9c27b0');
    expect(themePresetColor('#abcdef')).toBe(THEME_PRESETS.pink);
    expect(themePresetColor(null)).toBe(THEME_PRESETS.indigo);
  });
});
