import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeBill, makeDishLine, makeOrder, makeSetup } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { CoursePicker, OrderCourse } from './course-controls';

// The course picker and a held course name the restaurant's own courses (decision 0578).

const courses = [
  { name: 'Starter', altName: '头盘' },
  { name: 'Soup', altName: null },
  { name: 'Main', altName: null },
  { name: 'Cheese', altName: null },
];

afterEach(() => vi.unstubAllGlobals());

describe('restaurant-named courses at the till', () => {
  it('offers the restaurant’s courses by name, and a held course shows its name', async () => {
    mockFetch({ 'GET /api/pos/setup': { body: makeSetup([], { courses }) } });
    const onChange = vi.fn();
    const held = makeOrder('o2', [makeDishLine('l2', 'Brie', 900)], { course: 4, held: true });
    const bill = makeBill('b1', { total: 900 }, { orders: [held] });
    renderWithApp(
      <>
        <CoursePicker course={null} onChange={onChange} />
        <OrderCourse bill={bill} order={held} timezone="Australia/Sydney" editable={false} />
      </>,
    );
    const picker = await screen.findByRole('group', { name: 'Course' });
    expect(await within(picker).findByRole('button', { name: '4 · Cheese' })).toBeInTheDocument();
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No course', '1 · Starter 头盘', '2 · Soup', '3 · Main', '4 · Cheese']);
    await userEvent.setup().click(within(picker).getByRole('button', { name: '2 · Soup' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByText('Course 4 · Cheese · held')).toBeInTheDocument();
  });
});
