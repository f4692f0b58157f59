import {
  checkKiosk,
  KIOSK_MESSAGES,
  type Kiosk,
  type KioskInput,
  nextKioskCode,
  type QrTypeOption,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireTablesOnPlan } from '../floor-plan/tables-on-plan';
import {
  deleteKiosk,
  findKiosk,
  findKioskCodes,
  findKiosks,
  insertKiosk,
  updateKiosk,
} from './kiosks.repository';

/** The ordering modes a kiosk may serve (decision 0306). */
export const KIOSK_QR_TYPES: readonly QrTypeOption[] = [
  { code: 'dinein', name: 'Dine In' },
  { code: 'takeaway', name: 'Takeaway' },
  { code: 'pickup', name: 'Pickup' },
  { code: 'foodcourt', name: 'Food Court' },
];

export const listKiosks = (deps: AppDeps, restaurantId: string) => findKiosks(deps.database.db, restaurantId);

export async function kioskCode(deps: AppDeps, restaurantId: string) {
  const codes = await findKioskCodes(deps.database.db, restaurantId);
  return { newKioskNumber: nextKioskCode(codes), qrTypes: [...KIOSK_QR_TYPES] };
}

export async function getKiosk(deps: AppDeps, restaurantId: string, id: string): Promise<Kiosk> {
  const kiosk = await findKiosk(deps.database.db, restaurantId, id);
  if (!kiosk) throw new AppError('NOT_FOUND', KIOSK_MESSAGES.notFound);
  return kiosk;
}

/** The §5 rules, then the kiosk's tables against the floor plan, in the plan's spelling (decision 0481). */
async function checked(deps: AppDeps, restaurantId: string, input: KioskInput) {
  const r = checkKiosk(input);
  if (!r.ok) throw new AppError('BAD_REQUEST', r.message);
  const spelled = await requireTablesOnPlan(
    deps.database.db,
    restaurantId,
    r.value.tables.map((t) => t.tableNumber),
  );
  return { ...r.value, tables: r.value.tables.map((t, i) => ({ ...t, tableNumber: spelled[i]! })) };
}

export async function createKiosk(deps: AppDeps, restaurantId: string, input: KioskInput): Promise<Kiosk> {
  const kiosk = await insertKiosk(
    deps.database.db,
    restaurantId,
    newId(),
    await checked(deps, restaurantId, input),
    deps.now(),
  );
  if (!kiosk) throw new AppError('BAD_REQUEST', KIOSK_MESSAGES.duplicateCode);
  return kiosk;
}

export async function changeKiosk(
  deps: AppDeps,
  restaurantId: string,
  id: string,
  input: KioskInput,
): Promise<Kiosk> {
  const value = await checked(deps, restaurantId, input);
  try {
    const kiosk = await updateKiosk(deps.database.db, restaurantId, id, value, deps.now());
    if (!kiosk) throw new AppError('NOT_FOUND', KIOSK_MESSAGES.notFound);
    return kiosk;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') {
      throw new AppError('BAD_REQUEST', KIOSK_MESSAGES.duplicateCode);
    }
    throw err;
  }
}

export async function removeKiosk(deps: AppDeps, restaurantId: string, id: string): Promise<void> {
  if (!(await deleteKiosk(deps.database.db, restaurantId, id))) {
    throw new AppError('NOT_FOUND', KIOSK_MESSAGES.notFound);
  }
}
