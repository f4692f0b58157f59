import { AUTH_MESSAGES } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { PasswordForm } from './password-form';

describe('PasswordForm', () => {
  it("hints 'Passwords do not match' and keeps the button disabled until the two match", async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordForm />, { path: '/settings' });
    const button = screen.getByRole('button', { name: 'Update password' });
    expect(button).toBeDisabled();
    expect(screen.queryByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secreX');
    expect(screen.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('keeps the button disabled for blank passwords', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordForm />, { path: '/settings' });
    await user.type(screen.getByLabelText('New password'), '      ');
    await user.type(screen.getByLabelText('Confirm new password'), '      ');
    expect(screen.getByRole('button', { name: 'Update password' })).toBeDisabled();
  });

  it("puts the password and says 'Updated successfully'", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'PUT /api/userPwd': { body: { message: 'ok' } } });
    renderWithApp(<PasswordForm />, { path: '/settings' });
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ password: 'new-secret', confirmPassword: 'new-secret' });
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it("says 'Something went wrong! Please try again.' when the update fails", async () => {
    const user = userEvent.setup();
    mockFetch({ 'PUT /api/userPwd': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    renderWithApp(<PasswordForm />, { path: '/settings' });
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordUpdateFailed)).toBeInTheDocument();
  });
});
