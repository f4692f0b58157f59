import { MENU_MESSAGES } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { cookingCategoryError } from '../components/admin/cooking-rules';
import { staffMenu } from '../components/admin/staff-menu.fixture';
import { CookingCategoriesPage } from './cooking-categories-page';

const kitchen = {
  id: 'c1',
  menuId: 'm1',
  name: 'Kitchen',
  printer: 'Kitchen printer',
  printCopies: 2,
  isForKDS: false,
  isForLabelPrint: false,
  items: ['Dumplings', 'Noodles'],
};
const values = { name: 'Bar', printer: '', printCopies: '1', isForKDS: false, isForLabelPrint: false };

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 20_000 };

describe('cookingCategoryError', () => {
  it('needs a name, unique case-insensitively, and positive integer copies unless KDS', () => {
    expect(cookingCategoryError({ ...values, name: '  ' }, [kitchen], null)?.message).toBe(
      'The category name cannot be empty.',
    );
    expect(cookingCategoryError({ ...values, name: 'KITCHEN ' }, [kitchen], null)?.message).toBe(
      'The category alreay exists.',
    );
    expect(cookingCategoryError({ ...values, name: 'Kitchen' }, [kitchen], 'c1')).toBeNull();
    for (const copies of ['0', '-1', '1.5', 'two', ''])
      expect(cookingCategoryError({ ...values, printCopies: copies }, [], null)?.message).toBe(
        'The print copies should be a positive integer.',
      );
    expect(cookingCategoryError({ ...values, printCopies: '0', isForKDS: true }, [], null)).toBeNull();
    expect(cookingCategoryError({ ...values, printCopies: '3' }, [], null)).toBeNull();
  });
});

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/myMenus': { body: { menus: [staffMenu()], total: 1, page: 1, pageSize: 25 } },
    'GET /api/menuCookingCategories/m1': { body: { cookingCategories: [kitchen] } },
    ...extra,
  });
  const view = renderWithApp(<CookingCategoriesPage />, {
    path: '/menuCookingCategoryList?menuId=m1',
    route: '/menuCookingCategoryList',
  });
  return { ...fetch, ...view };
}

describe('CookingCategoriesPage', () => {
  it('lists Name, Items, Printer, KDS, Label Print, Print Copies', SLOW, async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Print/Cooking categories' });
    for (const h of ['Name', 'Items', 'Printer', 'KDS', 'Label Print', 'Print Copies'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(within(table).getByText('Kitchen printer')).toBeInTheDocument();
    expect(within(table).getByText('Noodles')).toBeInTheDocument();
  });

  it('shows the messages of §5 before calling the server, then saves', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'POST /api/menuCookingCategory': { body: { id: 'c2', message: 'Saved successfully!' } },
    });
    await screen.findByText('Kitchen printer');
    await user.click(screen.getByRole('button', { name: 'New Print/Cooking Category' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MENU_MESSAGES.cookingNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MENU_MESSAGES.cookingExists)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bar');
    const copies = within(dialog).getByLabelText('Print Copies');
    await user.clear(copies);
    await user.type(copies, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(MENU_MESSAGES.printCopiesPositive)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('switch', { name: 'KDS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      menuId: 'm1',
      name: 'Bar',
      isForKDS: true,
      printCopies: 1,
    });
  });

  it("shows the server's message when it refuses", SLOW, async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/menuCookingCategory': {
        status: 409,
        body: { code: 'CONFLICT', message: 'The category alreay exists.' },
      },
    });
    await screen.findByText('Kitchen printer');
    await user.click(screen.getByRole('button', { name: 'New Print/Cooking Category' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Grill');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The category alreay exists.')).toBeInTheDocument();
  });

  it('asks before deleting', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'DELETE /api/menuCookingCategory/m1/c1': { body: { message: 'Deleted successfully!' } },
    });
    await screen.findByText('Kitchen printer');
    await user.click(screen.getByRole('button', { name: 'Delete Kitchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You are about to delete "Kitchen"!/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
