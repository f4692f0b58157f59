import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders, testQueryClient } from '../../../test/render';
import { DmyDateList } from './dmy-date-list';

const labels = {
  list: 'Closed dates',
  date: 'Date',
  add: 'Add',
  empty: 'No closed dates',
  remove: (d: string) => `Remove ${d}`,
};

describe('DmyDateList', { timeout: 30_000 }, () => {
  it('offers each date’s remove button to screen readers, by name', () => {
    const onChange = vi.fn();
    render(
      <TestProviders client={testQueryClient()}>
        <DmyDateList dates={['25/12/2025', '26/12/2025']} onChange={onChange} labels={labels} />
      </TestProviders>,
    );
    const remove = screen.getByRole('button', { name: 'Remove 25/12/2025' });
    expect(remove.closest('[aria-hidden="true"]')).toBeNull();
    fireEvent.click(remove);
    expect(onChange).toHaveBeenCalledWith(['26/12/2025']);
  });

  it('adds a date typed as dd/MM/yyyy', () => {
    const onChange = vi.fn();
    render(
      <TestProviders client={testQueryClient()}>
        <DmyDateList dates={[]} onChange={onChange} labels={labels} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), { target: { value: '01/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenCalledWith(['01/01/2026']);
  });
});
