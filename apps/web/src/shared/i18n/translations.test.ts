import { describe, expect, it, vi } from 'vitest';
import { type TextTree, Translations } from './translations';

const english = {
  greeting: 'Hello {{name}}',
  nested: { deep: { text: 'Deep' } },
  chili_one: '{{count}} chili',
  chili_other: '{{count}} chilis',
};

function texts() {
  const load = vi.fn(
    async (language: string): Promise<TextTree> => (language === 'zh' ? { greeting: '你好 {{name}}' } : {}),
  );
  return { translations: new Translations(english, load), load };
}

describe('Translations', () => {
  it('reads dotted keys, fills placeholders and answers the key itself when no language has it', () => {
    const { translations } = texts();
    expect(translations.t('greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(translations.t('nested.deep.text')).toBe('Deep');
    expect(translations.t('greeting')).toBe('Hello {{name}}');
    expect(translations.t('missing.key')).toBe('missing.key');
    expect(translations.t('nested')).toBe('nested');
  });

  it('chooses the plural form from count', () => {
    const { translations } = texts();
    expect(translations.t('chili', { count: 1 })).toBe('1 chili');
    expect(translations.t('chili', { count: 3 })).toBe('3 chilis');
  });

  it('adds texts without replacing those already there', () => {
    const { translations } = texts();
    translations.addResourceBundle('en', 'translation', {
      nested: { deep: { text: 'Other', more: 'More' } },
    });
    expect(translations.t('nested.deep.text')).toBe('Deep');
    expect(translations.t('nested.deep.more')).toBe('More');
  });

  it('loads a language once when it is first chosen, falls back to English, and tells listeners', async () => {
    const { translations, load } = texts();
    const loaded = vi.fn();
    const changed = vi.fn();
    translations.on('loaded', loaded);
    translations.subscribe(changed);
    expect(translations.hasResourceBundle('zh', 'translation')).toBe(false);
    await translations.changeLanguage('zh');
    await translations.changeLanguage('en');
    await translations.changeLanguage('zh');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith({ zh: { translation: { greeting: '你好 {{name}}' } } });
    expect(changed).toHaveBeenCalled();
    expect(translations.t('greeting', { name: '安' })).toBe('你好 安');
    expect(translations.t('nested.deep.text')).toBe('Deep');
    expect(translations.getFixedT('en')('greeting', { name: 'Ann' })).toBe('Hello Ann');
  });
});
