import { SaveStaffResponse } from '@rpos/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

// Shared by the staff tests: calls and a staff member added through the API.

export const api = (
  t: TestApp,
  as: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });

/** Adds a staff member through POST /staff; answers it with its PIN. */
export async function addStaff(
  t: TestApp,
  as: string,
  o: Record<string, unknown> = {},
): Promise<{ id: string; staffNumber: string; pin: string; name: string }> {
  const number = await api(t, as, 'GET', '/staffNumber');
  const res = await api(t, as, 'POST', '/staff', {
    firstName: 'Mei',
    lastName: 'Chen',
    email: 'mei@example.com',
    phoneNumber: '0412345678',
    staffNumber: number.json().newStaffNumber,
    permissions: [],
    ...o,
  });
  expect(res.statusCode, res.body).toBe(200);
  const saved = SaveStaffResponse.parse(res.json());
  return {
    id: saved.staff.id,
    staffNumber: saved.staff.staffNumber,
    pin: saved.pin!,
    name: `${saved.staff.firstName} ${saved.staff.lastName}`,
  };
}
