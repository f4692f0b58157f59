// What the rest of the app may use of the POS: who sees its sidebar entry (the routes load its pages lazily).

// Manager approval by PIN (decision 0513): other features' POS calls go through it too.
export { withApproval } from './api/manager-approval';
export { canDeleteBills, canUsePos } from './pos-access';
