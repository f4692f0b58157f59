import type { FloorArea, Printer, PrinterZoneInput } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { ZoneDialog } from './zone-dialog';

const SLOW = { timeout: 30_000 };
const KITCHEN = { id: 'p1', printerName: 'Kitchen' } as Printer;
const table = (areaId: string, tableNumber: string) => ({
  id: `${areaId}-${tableNumber}`,
  areaId,
  tableNumber,
  name: `Table ${tableNumber}`,
  seats: 4,
  minSeats: 0,
  shape: 'square' as const,
  x: 0,
  y: 0,
  w: 2,
  h: 2,
});
const AREAS: FloorArea[] = [
  { id: 'a1', name: 'Main', sort: 1, tables: [table('a1', '1'), table('a1', '2')] },
  { id: 'a2', name: 'Terrace', sort: 2, tables: [table('a2', 'T1')] },
  { id: 'a3', name: 'Private room', sort: 3, tables: [] },
];

function renderDialog(
  areas: FloorArea[] | null,
  editing: Parameters<typeof ZoneDialog>[0]['editing'] = null,
) {
  mockFetch({
    'GET /api/floorPlan': areas ? { body: { areas } } : { status: 500, body: { message: 'down' } },
  });
  const onSave = vi.fn<(zone: PrinterZoneInput) => void>();
  renderWithApp(
    <ZoneDialog
      open
      editing={editing}
      printers={[KITCHEN]}
      saving={false}
      error={null}
      onSave={onSave}
      onClose={() => undefined}
    />,
  );
  return { onSave };
}

describe('ZoneDialog (decision 0481)', () => {
  it('picks the floor from the plan and the tables from that floor', SLOW, async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog(AREAS);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Zone Name/), 'Outside');
    await user.click(await within(dialog).findByRole('combobox', { name: /^Floor/ }));
    const floors = await screen.findAllByRole('option');
    expect(floors.map((o) => o.textContent)).toEqual(['Main', 'Terrace', 'Private room']);
    await user.click(screen.getByRole('option', { name: 'Terrace' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tables' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['T1']);
    await user.click(screen.getByRole('option', { name: 'T1' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Printer/ }));
    await user.click(screen.getByRole('option', { name: 'Kitchen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      zoneType: 'floorTable',
      zoneName: 'Outside',
      zoneFloor: 'Terrace',
      zoneTables: ['T1'],
      printer: 'Kitchen',
    });
  });

  it('says when a floor has no tables, with a link to the floor plan', SLOW, async () => {
    const user = userEvent.setup();
    renderDialog(AREAS);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: /^Floor/ }));
    await user.click(await screen.findByRole('option', { name: 'Private room' }));
    expect(within(dialog).getByText(/Private room has no tables yet\./)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open the floor plan' })).toHaveAttribute(
      'href',
      '/floorPlan',
    );
  });

  it("marks an edited zone's table the plan no longer has", SLOW, async () => {
    renderDialog(AREAS, {
      id: 'z1',
      zoneType: 'floorTable',
      zoneName: 'Old',
      zoneDescription: '',
      zoneFloor: 'Main',
      zoneTables: ['2', '9'],
      printer: 'Kitchen',
    } as Parameters<typeof ZoneDialog>[0]['editing']);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Not on the floor plan: 9. Remove them or add them to the plan.'),
    ).toBeVisible();
  });

  it('offers Retry when the plan cannot be loaded', SLOW, async () => {
    renderDialog(null);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The floor plan could not be loaded.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
