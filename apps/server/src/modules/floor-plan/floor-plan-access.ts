import { FLOOR_PLAN_EDITOR_ROLES, type Role } from '@rpos/domain';
import { staffOnly } from '../../platform/auth/guards';

/**
 * Who edits the floor plan (decision 0372): admin, restaurantAdmin, restaurantGroupAdmin for the
 * restaurants of its group (the actor hook refuses others), and a restaurantManager holding the
 * `myRestaurant` permission code — the plan is part of My Restaurant (the domain's mayEditFloorPlan).
 */
const EDITOR_ROLES: readonly Role[] = FLOOR_PLAN_EDITOR_ROLES;
export const floorPlanEditorGuard = staffOnly({
  roles: EDITOR_ROLES,
  permission: 'myRestaurant',
  needsRestaurant: true,
});

/** Who reads it: the editors and the roles that work the POS floor. */
export const floorPlanReaderGuard = staffOnly({
  roles: [...EDITOR_ROLES, 'restaurantStaff'],
  needsRestaurant: true,
});
