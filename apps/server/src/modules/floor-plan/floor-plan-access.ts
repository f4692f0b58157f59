import type { Role } from '@rpos/domain';
import { staffOnly } from '../../platform/auth/guards';

/**
 * Who edits the floor plan (decision 0372): admin, restaurantAdmin, restaurantGroupAdmin for the
 * restaurants of its group (the actor hook refuses others), and a restaurantManager holding the
 * `myRestaurant` permission code — the plan is part of My Restaurant.
 */
export const FLOOR_PLAN_EDITOR_ROLES: readonly Role[] = [
  'admin',
  'restaurantAdmin',
  'restaurantGroupAdmin',
  'restaurantManager',
];
export const floorPlanEditorGuard = staffOnly({
  roles: FLOOR_PLAN_EDITOR_ROLES,
  permission: 'myRestaurant',
  needsRestaurant: true,
});

/** Who reads it: the editors and the roles that work the POS floor. */
export const floorPlanReaderGuard = staffOnly({
  roles: [...FLOOR_PLAN_EDITOR_ROLES, 'restaurantStaff'],
  needsRestaurant: true,
});
