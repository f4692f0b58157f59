import type { PageTitleKey } from '../features/dashboard/pages/unbuilt-page';

/**
 * Back-office routes (back-office.md §2.2 and the restaurant-config.md screens) whose screens later
 * issues build. Each renders its title, the welcome message and "This page is not available yet."
 */
export const UNBUILT_PAGES: readonly [path: string, title: PageTitleKey][] = [
  // back-office.md §2.2
  ['providerReports', 'providerReports'],
  ['icons', 'icons'],
  ['typography', 'typography'],
];
