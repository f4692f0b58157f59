import { FLOOR_PLAN_MESSAGES as M } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the floor-plan editor (/floorPlan) and the plan drawn on the POS floor (decision 0370). */
export const enFloorPlan = {
  title: 'Tables and floor plan',
  subtitle: 'Areas and tables: the diner URLs, QR codes, bookings, printer zones and the POS floor use them',
  areas: 'Areas',
  addArea: 'Add area',
  renameArea: 'Rename area',
  duplicateArea: 'Duplicate area',
  deleteArea: 'Delete area',
  areaName: 'Area name',
  addTable: 'Add table',
  addTables: 'Add tables',
  range: 'Table numbers',
  rangeHelp: 'A range such as 1-20 or A1-A8',
  seats: 'Seats',
  minSeats: 'Minimum guests',
  minSeatsHelp: '0 means the same as the seats',
  tableNumber: 'Table number',
  tableName: 'Name',
  shape: 'Shape',
  shape_square: 'Square',
  shape_round: 'Round',
  shape_rect: 'Rectangle',
  save: 'Save',
  cancel: 'Cancel',
  duplicate: 'Duplicate',
  duplicateHelp: 'Copies with the next free number, or numbers such as 9-12',
  remove: 'Remove table',
  removeTitle: 'Remove table {{number}}?',
  removeText:
    'A table with bills on record is archived: it leaves the plan and its QR code stops working, its history is kept.',
  deleteAreaTitle: 'Delete area {{name}}?',
  deleteAreaText: 'Only an empty area can be deleted.',
  plan: 'Floor plan of {{area}}',
  planHelp:
    'Select a table, then drag it or use the arrow keys to move it; Shift and the arrow keys resize it; Delete removes it.',
  tableLabel: 'Table {{number}}, {{seats}} seats, column {{x}}, row {{y}}',
  resize: 'Resize table {{number}}',
  selected: 'Table {{number}}',
  selectHint: 'Select a table on the plan to change it.',
  noTables: 'No tables in this area yet. Add one table or a range such as 1-20.',
  saved: 'Saved',
  added: 'Added',
  retry: 'Retry',
  refreshing: 'Refreshing the floor plan',
  loadFailed: 'Something went wrong! Please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  editFloorPlan: 'Edit the floor plan',
  tableNumberRule: M.tableNumber,
} as const;

export type FloorPlanKey = keyof typeof enFloorPlan;

registerScopedTexts<FloorPlanKey>('floorPlan', enFloorPlan);

export const useFloorPlanT = (): ScopedT<FloorPlanKey> => useScopedT<FloorPlanKey>('floorPlan');
