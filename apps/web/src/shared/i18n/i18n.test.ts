import { AUTH_MESSAGES, ONLINE_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { i18n, translateMessage } from './i18n';
import { en as enShared } from './locales/en';
import { enBackOffice } from './locales/en-back-office';
import { enOrder } from './locales/en-order';

const en = { ...enShared, ...enOrder, ...enBackOffice };

describe('English texts', () => {
  it('keep the specification texts of the domain verbatim', () => {
    expect(en.auth.loginError).toBe(AUTH_MESSAGES.loginError);
    expect(en.auth.resetLinkSent).toBe(AUTH_MESSAGES.resetLinkSent);
    expect(en.auth.forgetPasswordFailed).toBe(AUTH_MESSAGES.forgetPasswordFailed);
    expect(en.auth.passwordsDoNotMatch).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(en.auth.tooManyAttempts).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(en.auth.resetLinkInvalid).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(en.auth.passwordTooShort).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(en.settings.passwordUpdated).toBe(AUTH_MESSAGES.passwordUpdated);
    expect(en.settings.passwordUpdateFailed).toBe(AUTH_MESSAGES.passwordUpdateFailed);
    expect(en.settings.profileUpdated).toBe(AUTH_MESSAGES.profileUpdated);
    expect(en.settings.profileUpdateFailed).toBe(AUTH_MESSAGES.profileUpdateFailed);
    expect(en.common.retrieveFailed).toBe(AUTH_MESSAGES.retrieveFailed);
    for (const [key, text] of Object.entries(ONLINE_MESSAGES)) {
      expect(en.diner[key as keyof typeof en.diner]).toBe(text);
    }
    expect(en.common.crash).toBe('An error has occurred. Please try reloading the page.');
    expect(en.dashboard.welcome).toBe('Welcome! Please use the navigation menu to find what you need.');
  });

  it('translates with interpolation', () => {
    expect(i18n.t('diner.table', { name: '5' })).toBe('Table 5');
    expect(i18n.t('sectionItems.dishesReport')).toBe('Dish Report(Order)');
  });

  it('shows contract messages through the validation table, unknown ones as they are', () => {
    expect(translateMessage('Email is required')).toBe('Email is required');
    expect(translateMessage('Something new')).toBe('Something new');
    expect(translateMessage(undefined)).toBe('');
  });

  it('adds the order and back-office texts to the English resources (order.ts and back-office.ts, imported by the setup)', () => {
    expect(i18n.getResourceBundle('en', 'translation')).toMatchObject({ ...enOrder, ...enBackOffice });
  });

  it('loads zh only when the language changes to it, English staying the fallback', async () => {
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await i18n.changeLanguage('zh');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(true);
    expect(i18n.t('diner.emptyMenu')).toBe('请刷新页面后重试。');
    expect(i18n.t('auth.signInNow')).toBe('Sign in now');
    await i18n.changeLanguage('en');
  });
});
