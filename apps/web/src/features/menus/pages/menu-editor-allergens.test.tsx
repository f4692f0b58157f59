import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, sent, setup } from './menu-editor-test-setup';

// The menu editor's allergen fields (decision 0566): a dish's allergens, what an option adds and takes
// away, by code, with the menu's own allergens beside the standard 13.

afterEach(() => vi.unstubAllGlobals());

const OWN = [{ code: 'x1', name: 'Celery', altName: '芹菜' }];

/** Picks an allergen in a multiple choice by its shown label. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, label: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('MenuEditorPage: allergens', { timeout: 60_000 }, () => {
  it('saves a dish’s allergens as codes, standard and the menu’s own, and shows those it has', async () => {
    const user = userEvent.setup();
    const calls = setup([], { ...item, allergens: ['gl'] }, OWN);
    await user.click(await screen.findByRole('button', { name: 'Edit Dumplings' }));
    const form = screen.getByRole('form', { name: 'Edit Dumplings' });
    const field = within(form).getByRole('combobox', { name: 'Allergens' });
    // The dish's saved allergen shows by its bilingual label.
    expect(within(form).getByText('Gluten · 麸质')).toBeInTheDocument();
    await choose(user, field, 'Peanut · 花生');
    await choose(user, field, 'Celery · 芹菜');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/menuItem')).toHaveLength(1));
    const body = sent(calls, 'POST', '/api/menuItem')[0]!;
    expect(body.allergens).toEqual(['gl', 'pe', 'x1']);
  });

  it('saves what an option adds and what it takes away ("No peanuts" takes peanut away)', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Sauce' }));
    const form = screen.getByRole('form', { name: 'Edit Sauce' });
    await choose(user, within(form).getByRole('combobox', { name: 'Adds allergens 1' }), 'Sesame · 芝麻');
    await choose(
      user,
      within(form).getByRole('combobox', { name: 'Takes away allergens 1' }),
      'Peanut · 花生',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/menuGroup')).toHaveLength(1));
    const body = sent(calls, 'PUT', '/api/menuGroup')[0]!;
    expect(body.options).toMatchObject([{ id: 'o1', allergens: ['se', '-pe'] }]);
  });
});
