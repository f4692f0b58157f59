import { z } from 'zod';
import { toCsv } from '../shared/csv';
import { StaffActivity } from '../transactions/pos.contract';

/**
 * Staff activities (back-office.md §2.12, §3 "Staff activity", §7, §8; decisions 0141, 0243–0245):
 * every change to a bill (written with it, bill-history.ts), refunds, and the staff's POS sign-ins,
 * sign-outs and clock-ins/outs, read by restaurant day.
 */

/** The activities that are not a change to a bill (decision 0243). */
export const STAFF_SESSION_ACTIVITY_TYPES = ['staffSignIn', 'staffSignOut', 'clockIn', 'clockOut'] as const;
export type StaffSessionActivityType = (typeof STAFF_SESSION_ACTIVITY_TYPES)[number];

/** Page sizes of the table (§9: 5, 10, 25, default 50 — the default joins the options). */
export const STAFF_ACTIVITY_PAGE_SIZES = [5, 10, 25, 50] as const;
export const STAFF_ACTIVITY_PAGE_SIZE = 50;

export const STAFF_ACTIVITY_MESSAGES = {
  loadFailed: 'Error in retrieving the data',
  csvFailed: 'Error generating CSV file',
  nothingToDownload: 'No activities to download',
  downloaded: 'CSV downloaded successfully',
} as const;

/** GET /staffActivities?dateStr=DD-MM-YY (the restaurant's day; today when left out). */
export const StaffActivitiesQuery = z.object({ dateStr: z.string().trim().max(20).optional() });
export type StaffActivitiesQuery = z.infer<typeof StaffActivitiesQuery>;

// StaffActivity (the row) is transactions/pos.contract.ts's: the bill changes write it (decision 0141).

export const StaffActivitiesResponse = z.object({
  staffActivityList: z.array(StaffActivity),
  /** The day answered, DD-MM-YY. */
  dateStr: z.string(),
});
export type StaffActivitiesResponse = z.infer<typeof StaffActivitiesResponse>;

/** One line of the report view: a staff member's activities of one type that day. */
export interface StaffActivityReportLine {
  staffName: string;
  operationType: string;
  count: number;
  /** Cents. */
  amount: number;
}

/** The report view (decision 0244): per staff member (by name), per type, how many and how much. */
export function staffActivityReport(list: readonly StaffActivity[]): StaffActivityReportLine[] {
  const lines = new Map<string, StaffActivityReportLine>();
  for (const a of list) {
    const key = `${a.staffName}\u0000${a.operationType}`;
    const line = lines.get(key) ?? {
      staffName: a.staffName,
      operationType: a.operationType,
      count: 0,
      amount: 0,
    };
    line.count += 1;
    line.amount += a.price;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) => a.staffName.localeCompare(b.staffName) || a.operationType.localeCompare(b.operationType),
  );
}

/** The export (§2.12): these columns, the amount in dollars with 2 decimals. */
export const STAFF_ACTIVITIES_CSV_COLUMNS = [
  'Activity Type',
  'Activity Content',
  'Update Time',
  'Amount',
  'Staff Name',
  'Details',
] as const;

export function staffActivitiesCsv(list: readonly StaffActivity[], format: (iso: string) => string): string {
  return toCsv(
    STAFF_ACTIVITIES_CSV_COLUMNS,
    list.map((a) => [
      a.operationType,
      a.operationName,
      format(a.updatedAt),
      (a.price / 100).toFixed(2),
      a.staffName,
      // Who approved it with their PIN (decision 0513) follows the details.
      a.approvedBy ? `${a.details} · Approved by ${a.approvedBy}` : a.details,
    ]),
  );
}

/** staff-activities-{DD-MM-YY}.csv (ours: the spec names no file). */
export const staffActivitiesCsvFile = (dateStr: string): string => `staff-activities-${dateStr}.csv`;
