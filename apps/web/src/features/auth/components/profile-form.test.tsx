import { AUTH_MESSAGES } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProfileForm } from './profile-form';

const user0 = makeUser('restaurantAdmin');

describe('ProfileForm', () => {
  it('shows the e-mail read-only and the phone as a number field', () => {
    renderWithApp(<ProfileForm user={user0} />, { path: '/settings' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue(user0.email);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
  });

  it('disables Save when the first name or the phone is empty', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileForm user={user0} />, { path: '/settings' });
    const save = screen.getByRole('button', { name: 'Save details' });

    await user.clear(screen.getByLabelText('First name'));
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    expect(save).toBeEnabled();

    await user.clear(screen.getByLabelText('Phone'));
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Phone'), '0298765432');
    expect(save).toBeEnabled();
  });

  it("saves first name, last name and phone and says 'Updated the details successfully!'", async () => {
    const user = userEvent.setup();
    const updated = { ...user0, firstName: 'Grace' };
    const { calls } = mockFetch({
      'PUT /api/userDetail': { body: { message: 'ok', userCredentials: updated } },
    });
    const { client } = renderWithApp(<ProfileForm user={user0} />, { path: '/settings' });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(AUTH_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Lovelace',
      phone: '0412345678',
      email: user0.email,
    });
    expect(client.getQueryData(['auth', 'user'])).toMatchObject({ firstName: 'Grace' });
  });

  it("says 'Something went wrong, please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    mockFetch({ 'PUT /api/userDetail': { status: 500, body: { message: 'x' } } });
    renderWithApp(<ProfileForm user={user0} />, { path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByText(AUTH_MESSAGES.profileUpdateFailed)).toBeInTheDocument());
  });
});
