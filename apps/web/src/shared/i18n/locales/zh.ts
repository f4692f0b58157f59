import type { Resources } from './en';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Chinese texts for the diner pages (the back-office is English only). Missing keys fall back to English. */
export const zh: DeepPartial<Resources> = {
  diner: {
    table: '{{name}} 号桌',
    logoAlt: '{{name}} 标志',
    categories: '菜单分类',
    loadFailed: '发生错误，请刷新页面重试。',
    emptyMenu: '请刷新页面后重试。',
  },
};
