import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, sent, setup } from './menu-editor-test-setup';

afterEach(() => vi.unstubAllGlobals());

describe('MenuEditorPage', { timeout: 40_000 }, () => {
  it('lists categories in sort order with their items, and the groups with link labels', async () => {
    setup();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Starters', 'Mains']);
    expect(within(sections[0]!).getByText('Dumplings')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choices And Addons' })).toBeInTheDocument();
    expect(await screen.findByText('(broken link)')).toBeInTheDocument();
  });

  it('moves a category down by keyboard-reachable button and sends the order', async () => {
    const calls = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Starters down' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/menuCategories')).toEqual([
        {
          menuId: 'm1',
          categories: [
            { id: 'c2', sort: 1 },
            { id: 'c1', sort: 2 },
          ],
        },
      ]),
    );
  });

  it('adds an item: dollars sent as cents, two sizes with exactly one default', async () => {
    const user = userEvent.setup();
    const calls = setup();
    const starters = await screen.findByRole('region', { name: 'Starters' });
    await user.click(within(starters).getByRole('button', { name: 'Add Item' }));
    const form = screen.getByRole('form', { name: 'Add Item' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Spring roll' } });
    fireEvent.change(within(form).getByLabelText(/^Price \(\$\)/), { target: { value: '8.5' } });
    await user.click(within(form).getByRole('button', { name: 'Add Size' }));
    await user.click(within(form).getByRole('button', { name: 'Add Size' }));
    fireEvent.change(within(form).getByLabelText('Size name 1'), { target: { value: 'Small' } });
    fireEvent.change(within(form).getByLabelText('Price ($) 1'), { target: { value: '8.5' } });
    fireEvent.change(within(form).getByLabelText('Size name 2'), { target: { value: 'Large' } });
    fireEvent.change(within(form).getByLabelText('Price ($) 2'), { target: { value: '12' } });
    expect(within(form).getByLabelText('Default 1')).toBeChecked();
    await user.click(within(form).getByLabelText('Default 2'));
    expect(within(form).getByLabelText('Default 1')).not.toBeChecked();
    expect(within(form).getByLabelText('Default 2')).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/menuItem')).toHaveLength(1));
    const body = sent(calls, 'POST', '/api/menuItem')[0]!;
    expect(body).toMatchObject({ menuId: 'm1', categoryId: 'c1', name: 'Spring roll', price: 850 });
    expect(body.sizes).toMatchObject([
      { name: 'Small', price: 850, default: false, sort: 1 },
      { name: 'Large', price: 1200, default: true, sort: 2 },
    ]);
    expect(typeof body.id).toBe('string');
  });

  it('disables the item Save without name or price or with a size lacking its price, and the group Save with a blank name', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    setup();
    const starters = await screen.findByRole('region', { name: 'Starters' });
    await user.click(within(starters).getByRole('button', { name: 'Add Item' }));
    const form = screen.getByRole('form', { name: 'Add Item' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Spring roll' } });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText(/^Price \(\$\)/), { target: { value: '8.5' } });
    expect(save).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Add Size' }));
    fireEvent.change(within(form).getByLabelText('Size name 1'), { target: { value: 'Small' } });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Price ($) 1'), { target: { value: '8.5' } });
    expect(save).toBeEnabled();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  ' } });
    expect(save).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Edit Sauce' }));
    const group = screen.getByRole('form', { name: 'Edit Sauce' });
    const groupSave = within(group).getByRole('button', { name: 'Save' });
    expect(groupSave).toBeEnabled();
    fireEvent.change(within(group).getByLabelText(/^Group name/), { target: { value: ' ' } });
    expect(groupSave).toBeDisabled();
  });

  it('refuses a bad price and a missing print category when the menu has cooking categories', async () => {
    const user = userEvent.setup();
    const calls = setup(['Kitchen']);
    const starters = await screen.findByRole('region', { name: 'Starters' });
    await user.click(within(starters).getByRole('button', { name: 'Add Item' }));
    const form = screen.getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText(/^Name/), 'Tea');
    await user.type(within(form).getByLabelText(/^Price \(\$\)/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please enter a valiad number in the price field.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(form).getByText('Please select a print cooking category or print categories.'),
      ).toBeInTheDocument(),
    );
    expect(sent(calls, 'POST', '/api/menuItem')).toHaveLength(0);
  });

  it('switching visibility mode clears the other fields in what is saved', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Dumplings' }));
    const form = screen.getByRole('form', { name: 'Edit Dumplings' });
    await user.click(within(form).getByLabelText('Hidden from menu'));
    await user.click(within(form).getByRole('button', { name: 'Sat' }));
    await user.click(within(form).getByLabelText('Show only in a time range'));
    expect(within(form).getAllByRole('slider')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Mon' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/menuItem')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/menuItem')[0]).toMatchObject({
      id: 'i1',
      active: true,
      hideDays: [],
      hidden_until: null,
      active_begin: 660,
      active_end: 1320,
      activeWeekDays: [1],
    });
  });

  it('checks group min and max, and sends options with sort = position + 1', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Sauce' }));
    const form = screen.getByRole('form', { name: 'Edit Sauce' });
    const min = within(form).getByLabelText('Force min');
    const max = within(form).getByLabelText('Force max');
    await user.clear(min);
    await user.type(min, '3');
    await user.clear(max);
    await user.type(max, '1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Force min and force max must be 0 or more, and min not above max.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/menuGroup')).toHaveLength(0);
    await user.clear(max);
    await user.type(max, '3');
    await user.click(within(form).getByLabelText('Required (mandatory)'));
    await user.click(within(form).getByRole('button', { name: 'Add Option' }));
    await user.type(within(form).getByLabelText('Option name 2'), 'Soy');
    fireEvent.change(within(form).getByLabelText('Option price ($) 2'), { target: { value: '0.5' } });
    await user.click(within(form).getByRole('button', { name: 'Move Soy up' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/menuGroup')).toHaveLength(1));
    const body = sent(calls, 'PUT', '/api/menuGroup')[0]!;
    expect(body).toMatchObject({ id: 'g1', required: true, force_min: 3, force_max: 3 });
    expect(body.options).toMatchObject([
      { name: 'Soy', price: 50, sort: 1 },
      { id: 'o1', name: 'Chili', price: 50, sort: 2 },
    ]);
  });

  it('lists groups by sort and reorders them', async () => {
    const calls = setup();
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual([
      expect.stringContaining('Sauce'),
      expect.stringContaining('Toppings'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Move Sauce down' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/menuGroups')).toEqual([
        {
          menuId: 'm1',
          groups: [
            { id: 'g0', sort: 1 },
            { id: 'g1', sort: 2 },
          ],
        },
      ]),
    );
  });

  it('confirms before deleting a category with the spec text', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Starters' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('You are about to delete this category!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('marks a dish sold out today', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Sold out now: Dumplings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sold out today' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/menuItems/i1/unavailable')).toEqual([
        { unavailable: true, scope: 'today' },
      ]),
    );
    // The answer shows at once on the row.
    const row = screen.getByRole('group', { name: 'Dumplings' });
    expect(await within(row).findByText('Sold out today')).toBeInTheDocument();
  });

  it('shows which dishes are sold out now, and the sold-out menu reflects it', async () => {
    const user = userEvent.setup();
    setup([], { ...item, unavailable: [{ effectiveDate: null }] });
    const row = await screen.findByRole('group', { name: 'Dumplings' });
    expect(within(row).getByText('Sold out')).toBeInTheDocument();
    expect(within(row).queryByText('Sold out today')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Sold out now: Dumplings' }));
    expect(screen.getByRole('menuitem', { name: 'Sold out until further notice' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Back on sale' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows no sold-out chip for a dish on sale', async () => {
    setup();
    const row = await screen.findByRole('group', { name: 'Dumplings' });
    expect(within(row).queryByText('Sold out')).toBeNull();
    expect(within(row).queryByText('Sold out today')).toBeNull();
  });

  it('the repair dialog says when no broken links are found', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Repair broken links' }));
    await user.click(screen.getByRole('button', { name: 'Repair' }));
    expect(await screen.findByText('No broken links found')).toBeInTheDocument();
  });
});
