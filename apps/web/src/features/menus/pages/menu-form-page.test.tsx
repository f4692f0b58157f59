import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { toggleMenuFlag } from '../components/admin/menu-kind-rules';
import { staffMenu } from '../components/admin/staff-menu.fixture';
import { MenuFormPage } from './menu-form-page';

const off = {
  isMainMenu: false,
  isSecondaryMenu: false,
  isThirdMenu: false,
  isFourthMenu: false,
  isFifthMenu: false,
  isSixthMenu: false,
  isForHubster: false,
  isMenuVersion2: false,
  isDefault: false,
};

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 20_000 };

describe('toggleMenuFlag', () => {
  it('turning one of Main to Fifth on turns the others and Sixth off', () => {
    const flags = { ...off, isSecondaryMenu: true, isSixthMenu: true, isForHubster: true };
    expect(toggleMenuFlag(flags, 'isMainMenu', true)).toEqual({
      ...off,
      isMainMenu: true,
      isForHubster: true,
    });
    expect(toggleMenuFlag(flags, 'isFifthMenu', true)).toEqual({
      ...off,
      isFifthMenu: true,
      isForHubster: true,
    });
  });

  it('Sixth, Hubster and Version 2 toggle on their own', () => {
    const flags = { ...off, isMainMenu: true };
    expect(toggleMenuFlag(flags, 'isSixthMenu', true)).toEqual({ ...flags, isSixthMenu: true });
    expect(toggleMenuFlag(flags, 'isMenuVersion2', true)).toEqual({ ...flags, isMenuVersion2: true });
    expect(toggleMenuFlag({ ...flags, isForHubster: true }, 'isForHubster', false)).toEqual(flags);
  });

  it('turning a kind off leaves the others', () => {
    expect(toggleMenuFlag({ ...off, isMainMenu: true }, 'isMainMenu', false)).toEqual(off);
  });
});

const menuRoutes = [{ path: '/menu/:menuId', element: <MenuFormPage /> }];

describe('MenuFormPage', () => {
  it('creates a menu with the flags as the switches left them and opens it', SLOW, async () => {
    const user = userEvent.setup();
    const created = staffMenu({ id: 'new1', menuName: 'Brunch', isThirdMenu: true, qrCodeType: 'takeaway' });
    const { calls } = mockFetch({
      'POST /api/myMenu': { body: created },
      'GET /api/myMenu/new1': { body: created },
    });
    const { router } = renderWithApp(<MenuFormPage />, { path: '/menu', route: '/menu', routes: menuRoutes });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Menu name/), 'Brunch');
    expect(save).toBeEnabled();

    await user.click(screen.getByRole('switch', { name: 'Sixth' }));
    await user.click(screen.getByRole('switch', { name: 'Main' }));
    expect(screen.getByRole('switch', { name: 'Sixth' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Third' }));
    expect(screen.getByRole('switch', { name: 'Main' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Third' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Sixth' }));
    expect(screen.getByRole('switch', { name: 'Third' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Hubster' }));

    await user.click(screen.getByRole('combobox', { name: 'QR code type' }));
    await user.click(await screen.findByRole('option', { name: 'Takeaway' }));
    await user.type(screen.getByLabelText('Promotion tags'), 'Lunch deal{Enter}');
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/new1'));
    expect(calls[0]?.body).toMatchObject({
      menuName: 'Brunch',
      isMainMenu: false,
      isThirdMenu: true,
      isSixthMenu: true,
      isForHubster: true,
      qrCodeType: 'takeaway',
      promotionTags: ['Lunch deal'],
    });
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
  });

  it('edits a menu with PUT and links to service availability and the editor', SLOW, async () => {
    const user = userEvent.setup();
    const menu = staffMenu({ isMainMenu: true });
    const { calls } = mockFetch({
      'GET /api/myMenu/m1': { body: menu },
      'PUT /api/myMenu/m1': { body: { ...menu, menuName: 'Lunch 2' } },
    });
    renderWithApp(<MenuFormPage />, { path: '/menu/m1', route: '/menu/:menuId' });
    const name = await screen.findByLabelText(/Menu name/);
    expect(name).toHaveValue('Lunch');
    expect(screen.getByRole('link', { name: 'Service availability' })).toHaveAttribute(
      'href',
      '/menu/m1/service-availability',
    );
    expect(screen.getByRole('link', { name: 'Categories and items' })).toHaveAttribute(
      'href',
      '/menuCategory/m1',
    );
    await user.clear(name);
    await user.type(name, 'Lunch 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ menuName: 'Lunch 2', isMainMenu: true });
  });

  it("shows the server's message when saving is refused", SLOW, async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/myMenu': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Only one of Main, Second, Third, Fourth and Fifth can be chosen.',
        },
      },
    });
    renderWithApp(<MenuFormPage />, { path: '/menu', route: '/menu' });
    await user.type(screen.getByLabelText(/Menu name/), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only one of Main, Second, Third, Fourth and Fifth can be chosen.'),
    ).toBeInTheDocument();
  });
});
