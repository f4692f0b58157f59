import { enStaff, type StaffKey } from '../staff-texts';

/** The text key of an activity type, or null for a type this screen does not name (shown as its code). */
export function activityTypeKey(operationType: string): StaffKey | null {
  const key = `op_${operationType}`;
  return key in enStaff ? (key as StaffKey) : null;
}
