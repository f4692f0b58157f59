import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { staffMenu } from '../components/admin/staff-menu.fixture';
import { csvFileName, MenuListPage } from './menu-list-page';

const lunch = staffMenu();
const dinner = staffMenu({
  id: 'm2',
  menuName: 'Dinner',
  isMainMenu: true,
  qrCodeType: 'takeaway',
  status: 'published',
  version: 3,
  publishTime: 1_700_000_500,
});

function setup(role: Parameters<typeof makeUser>[0], routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/myMenus': { body: { menus: [dinner, lunch], total: 2, page: 1, pageSize: 10 } },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser(role));
  const view = renderWithApp(<MenuListPage />, { path: '/myMenus', client });
  return { ...fetch, ...view };
}

const actions = () => screen.getByRole('region', { name: 'Menu actions' });
const button = (name: string) => within(actions()).queryByRole('button', { name });

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 20_000 };

describe('MenuListPage', () => {
  it('lists the menus newest first with their published state and version, 10 per page', SLOW, async () => {
    const { calls } = setup('admin');
    expect(await screen.findByText('Dinner')).toBeInTheDocument();
    expect(screen.getByText('Published v3')).toBeInTheDocument();
    expect(screen.getByText('Unpublished')).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/myMenus');
    expect(list?.url.searchParams.get('pageSize')).toBe('10');
    expect(list?.url.searchParams.get('page')).toBe('1');
  });

  it('shows admin every action; only New is enabled until one menu is selected', SLOW, async () => {
    const user = userEvent.setup();
    setup('admin');
    await screen.findByText('Dinner');
    expect(button('New')).toBeEnabled();
    for (const name of [
      'Edit',
      'Delete',
      'Copy To',
      'Copy To Test',
      'Send to group',
      'Publish Main',
      'Publish QR',
    ])
      expect(button(name)).toBeDisabled();
    expect(screen.getByText('Please select a menu first.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    for (const name of ['Edit', 'Delete', 'Copy To', 'Copy To Test', 'Publish Main', 'Upload CSV', 'Fantuan'])
      expect(button(name)).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Dinner' }));
    expect(button('Edit')).toBeDisabled();
    expect(button('Delete')).toBeEnabled();
    await user.click(button('Delete') as HTMLElement);
    expect(await screen.findByText('Please select only one menu to delete!')).toBeInTheDocument();
  });

  it(
    'hides Delete and Copy from menuAdmin, and Send to group from everyone but group admins and admin',
    SLOW,
    async () => {
      setup('menuAdmin');
      await screen.findByText('Dinner');
      expect(button('Delete')).toBeNull();
      expect(button('Copy To')).toBeNull();
      expect(button('Copy To Test')).toBeNull();
      expect(button('Send to group')).toBeNull();
      expect(button('Publish Main')).not.toBeNull();
    },
  );

  it('shows Send to group to restaurantGroupAdmin, with Select All / Unselect All', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup('restaurantGroupAdmin', {
      'GET /api/restaurantIds': {
        body: [
          { restaurantId: 'r2', urlIdentifier: 'a', name: 'Harbour', type: 'restaurant' },
          { restaurantId: 'r3', urlIdentifier: 'b', name: 'Hill', type: 'restaurant' },
        ],
      },
      'POST /api/sendMenu/m1': { body: { message: 'Sent successfully!', menus: [] } },
    });
    await screen.findByText('Dinner');
    expect(button('Delete')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(button('Send to group') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/sendMenu/m1')?.body).toEqual({ restaurants: ['r2', 'r3'] });
  });

  it('Publish Main publishes a menu that is not main as secondary, after confirmation', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup('menuAdmin', {
      'PUT /api/publishSecondaryMenu/m1': {
        body: {
          message: 'Published successfully!',
          menu: { ...lunch, status: 'published', version: 1 },
          version: 1,
        },
      },
    });
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(button('Publish Main') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/published as a secondary menu/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Publish Main' }));
    expect(await screen.findByText('Published successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/publishSecondaryMenu/m1')).toBe(true);
  });

  it('Publish QR needs a QR type', SLOW, async () => {
    const user = userEvent.setup();
    setup('menuAdmin');
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    expect(screen.getByRole('checkbox', { name: 'Select Lunch' })).toBeChecked();
    await user.click(button('Publish QR') as HTMLElement);
    expect(await screen.findByText('Please select a QR code type for this menu.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Refresh option links says 'No broken links found' when there was nothing to do", SLOW, async () => {
    const user = userEvent.setup();
    setup('menuAdmin', {
      'POST /api/refreshOptionLinks/m2': {
        body: { message: 'No broken links found', refreshed: 0, repaired: 0, broken: 0 },
      },
    });
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Dinner' }));
    await user.click(button('Refresh option links') as HTMLElement);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refresh option links' }),
    );
    expect(await screen.findByText('No broken links found')).toBeInTheDocument();
  });

  it('Uber Eats with several stores asks for one and sends it on the second call', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup('menuAdmin', {
      'POST /api/uploadUberEatsMenu/m2/main': ({ body }) =>
        (body as { storeId?: string }).storeId
          ? { body: { message: 'Menu uploaded successfully to UberEats', upload: {} } }
          : {
              body: {
                stores: [
                  { storeId: 's1', name: 'City' },
                  { storeId: 's2', name: 'Beach' },
                ],
              },
            },
    });
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Dinner' }));
    await user.click(button('Uber Eats (main)') as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upload' }));
    const storeDialog = await screen.findByRole('dialog', { name: 'Choose the Uber Eats store' });
    await user.click(within(storeDialog).getByRole('button', { name: 'Upload' }));
    expect(await within(storeDialog).findByText('Please select a store to continue')).toBeInTheDocument();
    await user.click(within(storeDialog).getByLabelText('Beach'));
    await user.click(within(storeDialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Menu uploaded successfully to UberEats')).toBeInTheDocument();
    const uploads = calls.filter((c) => c.path === '/api/uploadUberEatsMenu/m2/main');
    expect(uploads.map((c) => c.body)).toEqual([{}, { storeId: 's2' }]);
  });

  it('Delete asks first and says Deleted successfully!', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup('admin', {
      'DELETE /api/myMenu/m1': { body: { message: 'Deleted successfully!' } },
    });
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(button('Delete') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You are about to delete the menu "Lunch"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('Download CSV saves the items as a .csv file', SLOW, async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup('menuAdmin', {
      'GET /api/downloadMenuCSV/m2/item': { body: { kind: 'item', csv: 'name,price\nSoup,5' } },
    });
    await screen.findByText('Dinner');
    await user.click(screen.getByRole('checkbox', { name: 'Select Dinner' }));
    await user.click(button('Download CSV') as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Items CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('Dinner-items.csv');
    click.mockRestore();
  });

  it('names CSV files after the menu', () => {
    expect(csvFileName('Lunch & Dinner!', 'group')).toBe('Lunch-Dinner-groups.csv');
    expect(csvFileName('  ', 'item')).toBe('menu-items.csv');
  });
});
