// What other features may use of the floor plan: the plan's drawing (the POS floor draws its tables
// on it), the plan itself (printer zones pick their floor and tables from it) and the editor's address.
export { useFloorPlan } from './api/floor-plan-api';
export { boxPlacement, FloorCanvas, shapeRadius } from './components/floor-canvas';

/** The floor-plan editor's route. */
export const FLOOR_PLAN_PATH = '/floorPlan';
