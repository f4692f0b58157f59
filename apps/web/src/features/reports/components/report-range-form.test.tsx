import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { DayRange } from '../api/reports-api';
import { ReportDateTimeForm } from './report-date-time-form';
import { ReportRangeForm } from './report-range-form';

const SLOW = { timeout: 20_000 };
// 10 June 2025, 09:00 in Sydney.
const now = () => new Date('2025-06-09T23:00:00Z');

function renderForm(kind: 'sales' | 'dish', value: DayRange) {
  const onQuery = vi.fn();
  renderWithApp(
    <ReportRangeForm kind={kind} value={value} timezone="Australia/Sydney" onQuery={onQuery} now={now} />,
  );
  return onQuery;
}

describe('ReportRangeForm: the report date range texts of back-office.md §5', () => {
  it('sends a good range as YYYY-MM-DD, today included', SLOW, async () => {
    const onQuery = renderForm('sales', { startDateStr: '2025-06-04', endDateStr: '2025-06-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenCalledWith({ startDateStr: '2025-06-04', endDateStr: '2025-06-10' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and takes dd/MM/yyyy whatever the browser language (decision 0459)', SLOW, async () => {
    const onQuery = renderForm('sales', { startDateStr: '2025-06-04', endDateStr: '2025-06-10' });
    const start = screen.getByRole('textbox', { name: 'Start Date' });
    expect(start).toHaveValue('04/06/2025');
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue('10/06/2025');
    fireEvent.change(start, { target: { value: '05/06/2025' } });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenCalledWith({ startDateStr: '2025-06-05', endDateStr: '2025-06-10' });
  });

  it('end before start', SLOW, async () => {
    const onQuery = renderForm('sales', { startDateStr: '2025-06-08', endDateStr: '2025-06-05' });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be later than the start date!');
    expect(onQuery).not.toHaveBeenCalled();
  });

  it("the dish report's end before start shows both texts", SLOW, async () => {
    const onQuery = renderForm('dish', { startDateStr: '2025-06-08', endDateStr: '2025-06-05' });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be before end date');
    expect(screen.getByText('The end date cannot be later than the start date!')).toBeInTheDocument();
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('a day after the restaurant’s today', SLOW, async () => {
    const onQuery = renderForm('sales', { startDateStr: '2025-06-09', endDateStr: '2025-06-11' });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Start date and end date must be before today');
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('a gap of 32 days or more', SLOW, async () => {
    const onQuery = renderForm('sales', { startDateStr: '2025-05-01', endDateStr: '2025-06-02' });
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Start date and end date gap must be less than 32 days',
    );
    expect(onQuery).not.toHaveBeenCalled();
  });
});

describe('ReportDateTimeForm: the payment types report', () => {
  it('sends YYYY-MM-DD HH:mm:ss and refuses an end before the start', SLOW, async () => {
    const onQuery = vi.fn();
    const { unmount } = renderWithApp(
      <ReportDateTimeForm
        value={{ startDateStr: '2025-06-04 00:00:00', endDateStr: '2025-06-10 23:45:00' }}
        timezone="Australia/Sydney"
        onQuery={onQuery}
        now={now}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenCalledWith({
      startDateStr: '2025-06-04 00:00:00',
      endDateStr: '2025-06-10 23:45:00',
    });
    unmount();

    renderWithApp(
      <ReportDateTimeForm
        value={{ startDateStr: '2025-06-05 12:15:00', endDateStr: '2025-06-05 12:00:00' }}
        timezone="Australia/Sydney"
        onQuery={onQuery}
        now={now}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be later than the start date!');
    expect(onQuery).toHaveBeenCalledTimes(1);
  });
});
