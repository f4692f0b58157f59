import { type Role, sidebarSections } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { Sidebar } from './sidebar';

function shownSections(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  return [...nav.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section') ?? '');
}

const cases: [Role, string[]][] = [
  ['admin', []],
  ['restaurantAdmin', []],
  ['restaurantGroupAdmin', []],
  ['menuAdmin', []],
  ['restaurantReport', []],
  ['restaurantManager', []],
  ['restaurantManager', ['orders', 'transactions', 'reports', 'bookingManagement']],
  ['restaurantStaff', ['menuManagement']],
];

describe('Sidebar', () => {
  for (const [role, permissions] of cases) {
    it(`shows exactly sidebarSections for ${role} [${permissions.join(', ')}]`, () => {
      const user = makeUser(role, permissions);
      renderWithApp(<Sidebar user={user} />, { path: '/dashboard' });
      const expected = sidebarSections({ role, permissions, email: user.email });
      expect(shownSections()).toEqual(expected);
    });
  }

  it('shows the POS entry before Transactions to users passing the transactions check', () => {
    const posShown = (role: Role, permissions: string[] = []) => {
      const { unmount } = renderWithApp(<Sidebar user={makeUser(role, permissions)} />, {
        path: '/dashboard',
      });
      const nav = screen.getByRole('navigation', { name: 'Sidebar' });
      const link = within(nav).queryByRole('link', { name: 'POS' });
      const next = link?.closest('li')?.nextElementSibling?.getAttribute('data-section') ?? null;
      unmount();
      return link ? next : false;
    };
    expect(posShown('admin')).toBe('transactions');
    expect(posShown('restaurantAdmin')).toBe('transactions');
    expect(posShown('restaurantGroupAdmin')).toBe('transactions');
    expect(posShown('restaurantManager', ['transactions'])).toBe('transactions');
    expect(posShown('restaurantManager', ['orders'])).toBe(false);
    expect(posShown('restaurantReport')).toBe(false);
    expect(posShown('menuAdmin')).toBe(false);
    expect(posShown('restaurantStaff', ['menuManagement'])).toBe(false);
  });

  it('shows Marketing to the internal marketing account only', () => {
    const internal = makeUser('restaurantAdmin', [], { marketingAccount: true });
    const { unmount } = renderWithApp(<Sidebar user={internal} />, { path: '/dashboard' });
    expect(shownSections()).toContain('marketing');
    unmount();
    renderWithApp(<Sidebar user={makeUser('restaurantAdmin')} />, { path: '/dashboard' });
    expect(shownSections()).not.toContain('marketing');
  });

  it('labels the sections and links them to their routes', () => {
    renderWithApp(<Sidebar user={makeUser('admin')} />, { path: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/posDevices');
    expect(within(nav).getByRole('link', { name: 'Live Transactions' })).toHaveAttribute(
      'href',
      '/live-transactions',
    );
    expect(within(nav).getByRole('link', { name: 'Menus' })).toHaveAttribute('href', '/myMenus');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('expands Reports, with Dish Report(Order) for a user who may see it', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sidebar user={makeUser('restaurantReport', ['reports', 'dishReportByOrders'])} />, {
      path: '/dashboard',
    });
    const reports = screen.getByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sales Report' })).toHaveAttribute('href', '/salesReport');
    expect(screen.getByRole('link', { name: 'Dish Report(Order)' })).toHaveAttribute('href', '/dishesReport');
    expect(screen.getByRole('link', { name: 'Dish Report (Transaction)' })).toBeInTheDocument();
  });

  it('hides Dish Report(Order) without the dishReportByOrders permission', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sidebar user={makeUser('restaurantReport', ['reports'])} />, { path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.getByRole('link', { name: 'Sales Report' })).toBeInTheDocument();
    expect(screen.queryByText('Dish Report(Order)')).not.toBeInTheDocument();
  });

  it('hides Sales Report from a restaurantManager, who cannot load it (back-office.md §6)', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sidebar user={makeUser('restaurantManager', ['reports', 'dishReportByOrders'])} />, {
      path: '/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.queryByText('Sales Report')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dish Report(Order)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Types' })).toBeInTheDocument();
  });

  it('opens the section of the current page, whatever the case of the path', () => {
    renderWithApp(<Sidebar user={makeUser('restaurantAdmin')} />, {
      path: '/BOOKINGSESSIONS',
      route: '/bookingSessions',
    });
    expect(screen.getByRole('button', { name: 'Booking' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Booking Sessions' })).toHaveClass('Mui-selected');
  });
});
