import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { RequireAuth } from './require-auth';

const SLOW = { timeout: 40_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the first sign-in with a generated password (decision 0207)', () => {
  it('RequireAuth sends an account with a pending change to /change-password', SLOW, async () => {
    mockFetch({
      'GET /api/user': {
        body: { userCredentials: makeUser('restaurantAdmin', [], { mustChangePassword: true }) },
      },
    });
    const { router } = renderWithApp(
      <RequireAuth>
        <p>back-office</p>
      </RequireAuth>,
      { path: '/dashboard', routes: [{ path: '/change-password', element: <p>choose</p> }] },
    );
    expect(await screen.findByText('choose')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('PUT /userPwd, a refusal shown as the server says, then on to the back-office', SLOW, async () => {
    const user = userEvent.setup();
    let pending = true;
    let refuse = true;
    const { calls } = mockFetch({
      'GET /api/user': () => ({
        body: { userCredentials: makeUser('restaurantAdmin', [], { mustChangePassword: pending }) },
      }),
      'PUT /api/userPwd': () => {
        if (refuse) {
          return {
            status: 400,
            body: {
              code: 'BAD_REQUEST',
              message: 'Please choose a password different from the generated one.',
            },
          };
        }
        pending = false;
        return { body: { message: 'Updated successfully' } };
      },
    });
    const { router } = renderWithApp(<ChangePasswordForm />, {
      path: '/change-password',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Change password' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc12' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc12' } });
    expect(await screen.findByText('The password should be at least 6 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'my-own-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'my-own-1' } });
    await user.click(submit);
    expect(
      await screen.findByText('Please choose a password different from the generated one.'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(submit);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      password: 'my-own-1',
      confirmPassword: 'my-own-1',
    });
  });
});
