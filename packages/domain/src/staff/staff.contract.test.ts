import { describe, expect, it } from 'vitest';
import { parseCsv } from '../shared/csv';
import type { StaffActivity } from '../transactions/pos.contract';
import { PosStaffSignInRequest, staffMay } from './pos-staff.contract';
import { STAFF_MESSAGES as M, nextStaffNumber, StaffInput, staffFormComplete } from './staff.contract';
import { staffActivitiesCsv, staffActivityReport } from './staff-activities.contract';

const valid = {
  firstName: ' Mei ',
  lastName: 'Chen',
  email: ' Mei.Chen@Example.COM ',
  phoneNumber: '0412345678',
  staffNumber: '1001',
  permissions: ['posPayments', { code: 'posVoids', name: 'Void dishes' }, 'posPayments'],
};
const firstIssue = (v: unknown) => StaffInput.safeParse(v).error?.issues[0]?.message;

describe('StaffInput (back-office.md §3, §5)', () => {
  it('lower-cases the e-mail, trims, takes codes or {code, name}, drops repeats', () => {
    expect(StaffInput.parse(valid)).toEqual({
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'mei.chen@example.com',
      phoneNumber: '0412345678',
      staffNumber: '1001',
      permissions: ['posPayments', 'posVoids'],
    });
    expect(StaffInput.parse({ ...valid, phoneNumber: 412345678, staffNumber: 1002 })).toMatchObject({
      phoneNumber: '412345678',
      staffNumber: '1002',
    });
  });
  it('requires every field', () => {
    expect(firstIssue({ ...valid, firstName: ' ' })).toBe(M.firstNameRequired);
    expect(firstIssue({ ...valid, lastName: undefined })).toBe(M.lastNameRequired);
    expect(firstIssue({ ...valid, email: '' })).toBe(M.emailRequired);
    expect(firstIssue({ ...valid, email: 'not-an-email' })).toBe(M.emailInvalid);
    expect(firstIssue({ ...valid, phoneNumber: '' })).toBe(M.phoneRequired);
    expect(firstIssue({ ...valid, phoneNumber: '04 1234' })).toBe(M.phoneInvalid);
    expect(firstIssue({ ...valid, staffNumber: '' })).toBe(M.staffNumberRequired);
    expect(firstIssue({ ...valid, staffNumber: 'A12' })).toBe(M.staffNumberInvalid);
    expect(firstIssue({ ...valid, permissions: ['transactions'] })).toBe(M.unknownPermission);
  });
  it('enables Save Staff only with every field and the staff number', () => {
    const form = {
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'm@x.au',
      phoneNumber: '0412',
      staffNumber: '1001',
    };
    expect(staffFormComplete(form)).toBe(true);
    expect(staffFormComplete({ ...form, staffNumber: '' })).toBe(false);
    expect(staffFormComplete({ ...form, email: '  ' })).toBe(false);
  });
  it('numbers staff from 1001, after the highest ever given', () => {
    expect(nextStaffNumber(null)).toBe('1001');
    expect(nextStaffNumber(7)).toBe('1001');
    expect(nextStaffNumber(1041)).toBe('1042');
  });
});

describe('POS staff sign-in', () => {
  it('wants digits for the number and a 6-digit PIN, one text for either wrong', () => {
    expect(PosStaffSignInRequest.safeParse({ staffNumber: '1001', pin: '123456' }).success).toBe(true);
    const bad = PosStaffSignInRequest.safeParse({ staffNumber: '1001', pin: '12345' });
    expect(bad.error?.issues[0]?.message).toBe('The staff number or PIN is wrong.');
  });
  it('staffMay: no code needed passes; otherwise the staff member must hold it', () => {
    const staff = { permissions: [{ code: 'posPayments' }] };
    expect(staffMay(null, null)).toBe(true);
    expect(staffMay(staff, 'posPayments')).toBe(true);
    expect(staffMay(staff, 'posVoids')).toBe(false);
    expect(staffMay(null, 'posVoids')).toBe(false);
  });
});

describe('staff activities: report view and CSV', () => {
  const act = (staffName: string, operationType: string, price: number): StaffActivity => ({
    id: `${staffName}${operationType}${price}`,
    operationType,
    operationName: `${operationType} by ${staffName}`,
    details: 'Table 5',
    updatedAt: '2025-06-02T02:00:00.000Z',
    price,
    staffName,
    transactionId: null,
  });
  const list = [
    act('Sam', 'payment', 1250),
    act('Mei', 'voidDish', 800),
    act('Sam', 'payment', 500),
    act('Mei', 'clockIn', 0),
  ];
  it('sums per staff member and type', () => {
    expect(staffActivityReport(list)).toEqual([
      { staffName: 'Mei', operationType: 'clockIn', count: 1, amount: 0 },
      { staffName: 'Mei', operationType: 'voidDish', count: 1, amount: 800 },
      { staffName: 'Sam', operationType: 'payment', count: 2, amount: 1750 },
    ]);
  });
  it('exports the six columns with dollars', () => {
    const rows = parseCsv(staffActivitiesCsv(list.slice(0, 1), () => '02/06/2025 12:00:00'));
    expect(rows).toEqual([
      ['Activity Type', 'Activity Content', 'Update Time', 'Amount', 'Staff Name', 'Details'],
      ['payment', 'payment by Sam', '02/06/2025 12:00:00', '12.50', 'Sam', 'Table 5'],
    ]);
  });
});
