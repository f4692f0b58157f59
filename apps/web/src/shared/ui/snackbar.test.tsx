import { fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider, useSnackbar } from './snackbar';

function AddButton() {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.success('Added to cart')}>
      Add
    </button>
  );
}

describe('SnackbarProvider', () => {
  it('hides the note after 2 s even while a pointer rests on it (a phone keeps the last tap there)', async () => {
    render(
      <SnackbarProvider>
        <AddButton />
      </SnackbarProvider>,
    );
    const shownAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Added to cart');
    // A tap's emulated pointer enters the snackbar and never leaves.
    fireEvent.pointerEnter(alert);
    fireEvent.mouseEnter(alert);
    fireEvent.mouseOver(alert);
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });
});
