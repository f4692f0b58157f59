import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PosSettingsPage } from '../pages/pos-settings-page';
import { settingsAnswer, settingsSetup } from '../settings-test-fixtures';

// The restaurant's courses on the POS settings page (decision 0578).

const SLOW = { timeout: 30_000 };
const base = settingsAnswer();

describe('CoursesCard', () => {
  it(
    'starts on Entrée, Main, Dessert; refuses a repeated name; saves a fourth course with the shared save',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const setup = settingsSetup({
        'PUT /api/restaurantSettings': ({ body }) => ({
          body: {
            ...base,
            posSettings: { ...base.posSettings, ...(body as { posSettings: object }).posSettings },
            message: 'Updated successfully',
          },
        }),
      });
      renderWithApp(<PosSettingsPage />, { path: '/posSettings', client: setup.client });
      const card = await screen.findByRole('form', { name: 'Courses' });
      expect(within(card).getByLabelText('Course 2 name')).toHaveValue('Main');
      await user.click(within(card).getByRole('button', { name: 'Add Course' }));
      const fourth = within(card).getByLabelText('Course 4 name');
      await user.type(fourth, 'main');
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await within(card).findByText('The course name already exists.')).toBeInTheDocument();
      expect(setup.calls.some((c) => c.method === 'PUT')).toBe(false);
      await user.clear(fourth);
      await user.type(fourth, 'Cheese');
      await user.type(within(card).getAllByLabelText('Second name (e.g. Chinese)')[3]!, '芝士');
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(setup.calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(setup.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        posSettings: {
          courses: [
            { name: 'Entrée', altName: '前菜' },
            { name: 'Main', altName: '主菜' },
            { name: 'Dessert', altName: '甜品' },
            { name: 'Cheese', altName: '芝士' },
          ],
        },
      });
    },
  );
});
