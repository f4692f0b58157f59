import Button from '@mui/material/Button';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api-client';
import { mockFetch } from '../../../test/fetch-mock';
import { TestProviders, testQueryClient } from '../../../test/render';
import { withApproval } from '../api/manager-approval';
import { ManagerApprovalHost } from './manager-approval-dialog';

// Decision 0513: a call the staff member may not make asks for a manager's number and PIN and runs again.

afterEach(() => vi.unstubAllGlobals());

function Voider() {
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        onClick={() =>
          withApproval((headers) =>
            api.post<{ ok: boolean }>('/transactions/b1/voidDish', {}, { headers }),
          ).then(
            () => setResult('voided'),
            (e: Error) => setResult(e.message),
          )
        }
      >
        Void
      </Button>
      <p>{result}</p>
      <ManagerApprovalHost />
    </>
  );
}

describe('manager approval', () => {
  it('asks again after a wrong PIN, then sends the manager’s number and PIN once', async () => {
    const seen: (string | undefined)[] = [];
    mockFetch({
      'POST /api/transactions/b1/voidDish': ({ init }) => {
        const approval = (init.headers as Record<string, string>)['x-manager-approval'];
        seen.push(approval);
        if (!approval)
          return {
            status: 401,
            body: { code: 'STAFF_NOT_PERMITTED', message: 'Ask a manager.', approvalCode: 'posVoids' },
          };
        if (approval !== '1002:654321')
          return {
            status: 401,
            body: { code: 'STAFF_APPROVAL_FAILED', message: 'The approving staff number or PIN is wrong.' },
          };
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    render(
      <TestProviders client={testQueryClient()}>
        <Voider />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Void' }));
    let dialog = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(within(dialog).getByText(/Void dishes/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Staff number'), '1002');
    await user.type(within(dialog).getByLabelText('PIN'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(
      await within(dialog).findByText('The approving staff number or PIN is wrong.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Staff number'), '1002');
    await user.type(within(dialog).getByLabelText('PIN'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('voided')).toBeInTheDocument();
    expect(seen).toEqual([undefined, '1002:111111', '1002:654321']);
  });

  it('gives the first refusal back when the approval is cancelled', async () => {
    mockFetch({
      'POST /api/transactions/b1/voidDish': {
        status: 401,
        body: { code: 'STAFF_NOT_PERMITTED', message: 'Ask a manager.', approvalCode: 'posVoids' },
      },
    });
    const user = userEvent.setup();
    render(
      <TestProviders client={testQueryClient()}>
        <Voider />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manager approval' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Ask a manager.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
