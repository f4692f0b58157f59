import { AUTH_MESSAGES } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { SignInForm } from './sign-in-form';

function renderSignIn() {
  return renderWithApp(<SignInForm />, {
    path: '/sign-in',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/forget-password', element: <p>Forgot page</p> },
    ],
  });
}

describe('SignInForm', () => {
  it('has Email and Password fields, a Forget Password link, and "Sign in now" disabled until valid', async () => {
    const user = userEvent.setup();
    renderSignIn();
    const button = screen.getByRole('button', { name: 'Sign in now' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget-password');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeDisabled();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@rpos.test');
    await waitFor(() => expect(button).toBeEnabled());

    await user.clear(screen.getByLabelText('Password'));
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('says the email is too long past 64 characters', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('Email'), `${'a'.repeat(60)}@rpos.test`);
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(await screen.findByText('Email must be at most 64 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in now' })).toBeDisabled();
  });

  it("shows 'This is a login error!' when the sign-in fails, and stays", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/login': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'This is a login error!' },
      },
    });
    renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@rpos.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginError);
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/login': {
        status: 429,
        headers: { 'retry-after': '60' },
        body: { code: 'RATE_LIMITED', message: 'Too many attempts, try again in a minute.' },
      },
    });
    renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@rpos.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in a minute.');
  });

  it('posts the credentials and goes to / on success', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /api/login': { body: { userCredentials: makeUser('admin') } } });
    const { router, client } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@rpos.test');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]?.body).toEqual({ email: 'ada@rpos.test', password: 'right-password' });
    expect(client.getQueryData(['auth', 'user'])).toMatchObject({ role: 'admin' });
  });
});
