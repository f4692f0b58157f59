import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { VisibilityState } from './editor-logic';
import { EditorTimezone } from './editor-timezone';
import { VisibilityFields } from './visibility-fields';

const HIDDEN_UNTIL: VisibilityState = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hidden_until: '2026-12-01T02:00:00.000Z',
};

let latest: VisibilityState = HIDDEN_UNTIL;
function Harness() {
  const [value, setValue] = useState(HIDDEN_UNTIL);
  latest = value;
  return <VisibilityFields value={value} onChange={setValue} />;
}

describe('VisibilityFields: hidden until', () => {
  it("reads and writes the date and time on the restaurant's clock, not the browser's", () => {
    renderWithApp(
      <EditorTimezone.Provider value="Australia/Perth">
        <Harness />
      </EditorTimezone.Provider>,
    );
    // dd/MM/yyyy and HH:mm whatever the browser's language (decision 0459).
    const date = screen.getByRole('textbox', { name: 'Hidden until (date and time)' }) as HTMLInputElement;
    const time = screen.getByRole('textbox', { name: 'HH:mm' }) as HTMLInputElement;
    // 02:00 UTC is 10:00 in Perth (UTC+8).
    expect(date.value).toBe('01/12/2026');
    expect(time.value).toBe('10:00');
    expect(screen.getByText("The restaurant's time (Australia/Perth)")).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '24/12/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'HH:mm' }), { target: { value: '18:30' } });
    expect(latest.hidden_until).toBe('2026-12-24T10:30:00.000Z');
  });
});
