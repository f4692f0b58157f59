// What the rest of the app may use of the POS: who sees its sidebar entry (the routes load its pages lazily).
export { canDeleteBills, canUsePos } from './pos-access';
