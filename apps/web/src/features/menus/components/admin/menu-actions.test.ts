import { describe, expect, it } from 'vitest';
import { MENU_ACTIONS, type MenuAction, menuActionStates } from './menu-actions';

const user = (role: Parameters<typeof menuActionStates>[0]['role'], codes: string[] = []) => ({
  role,
  permissions: codes.map((code) => ({ code })),
});
const visible = (u: ReturnType<typeof user>) => MENU_ACTIONS.filter((a) => menuActionStates(u, 1)[a].visible);
const enabled = (u: ReturnType<typeof user>, n: number) =>
  MENU_ACTIONS.filter((a) => menuActionStates(u, n)[a].enabled);
const common: MenuAction[] = [
  'new',
  'edit',
  'publishMain',
  'publishQr',
  'unpublishQr',
  'uploadCsv',
  'downloadCsv',
  'refreshLinks',
  'uberEatsMain',
  'uberEatsWeekend',
  'fantuan',
  'hungryPanda',
];

describe('menuActionStates', () => {
  it('admin sees every action', () => {
    expect(visible(user('admin'))).toEqual([...MENU_ACTIONS]);
  });

  it('restaurantGroupAdmin gets Send to group but not Delete, Copy To or Copy To Test', () => {
    expect(visible(user('restaurantGroupAdmin'))).toEqual(
      MENU_ACTIONS.filter((a) => !['delete', 'copyTo', 'copyToTest'].includes(a)),
    );
  });

  it('menuAdmin, restaurantAdmin and the menuManagement code get the common actions only', () => {
    for (const u of [
      user('menuAdmin'),
      user('restaurantAdmin'),
      user('restaurantManager', ['menuManagement']),
    ])
      expect(visible(u).sort()).toEqual([...common].sort());
  });

  it('roles that may not manage menus see nothing', () => {
    expect(visible(user('restaurantStaff'))).toEqual([]);
    expect(visible(user('restaurantReport'))).toEqual([]);
  });

  it('with no selection only New is enabled', () => {
    expect(enabled(user('admin'), 0)).toEqual(['new']);
  });

  it('with one selection everything visible is enabled', () => {
    expect(enabled(user('admin'), 1)).toEqual([...MENU_ACTIONS]);
  });

  it('with several selected only New and Delete (which then refuses) are enabled', () => {
    expect(enabled(user('admin'), 2)).toEqual(['new', 'delete']);
    expect(enabled(user('menuAdmin'), 3)).toEqual(['new']);
  });
});
