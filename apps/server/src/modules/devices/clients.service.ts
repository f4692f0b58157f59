import {
  CLIENT_NAME_MAX,
  type DisplayClient,
  type DisplayClientBody,
  CLIENT_MESSAGES as M,
  POS_CLIENT_TYPES,
  type PosClient,
  type PosClientBody,
  type PosClientType,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  deleteDisplayClient,
  deletePosClient,
  findDisplayClients,
  findPosClientNames,
  findPosClients,
  findRestaurantUser,
  insertDisplayClient,
  insertPosClient,
} from './clients.repository';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

function clientName(name: string | null | undefined): string {
  const v = (name ?? '').trim();
  if (!v) throw bad(M.nameRequired);
  if (v.length > CLIENT_NAME_MAX) throw bad(`Client Name can be at most ${CLIENT_NAME_MAX} characters`);
  return v;
}

/** The login user: required, and one of this restaurant's users (decision 0307). */
async function loginUser(deps: AppDeps, restaurantId: string, username: string | null | undefined) {
  const v = (username ?? '').trim();
  if (!v) throw bad(M.usernameRequired);
  const user = await findRestaurantUser(deps.database.db, restaurantId, v);
  if (!user) throw bad(M.unknownUser);
  return user;
}

export const listPosClients = (deps: AppDeps, restaurantId: string) =>
  findPosClients(deps.database.db, restaurantId);

export async function createPosClient(
  deps: AppDeps,
  restaurantId: string,
  body: PosClientBody,
): Promise<PosClient> {
  const posClientName = clientName(body.posClientName);
  const type = (body.posClientType ?? '').trim();
  if (!type) throw bad(M.typeRequired);
  if (!POS_CLIENT_TYPES.includes(type as PosClientType)) throw bad(M.typeRequired);
  const user = await loginUser(deps, restaurantId, body.username);
  return insertPosClient(deps.database.db, {
    id: newId(),
    restaurantId,
    posClientName,
    posClientType: type as PosClientType,
    userId: user.id,
    username: user.username,
    userEmail: user.email,
    printerZones: body.printerZones ?? [],
    createdAt: deps.now(),
  });
}

export async function removePosClient(deps: AppDeps, restaurantId: string, id: string): Promise<void> {
  if (!(await deletePosClient(deps.database.db, restaurantId, id)))
    throw new AppError('NOT_FOUND', M.notFound);
}

export const listDisplayClients = (deps: AppDeps, restaurantId: string) =>
  findDisplayClients(deps.database.db, restaurantId);

export async function createDisplayClient(
  deps: AppDeps,
  restaurantId: string,
  body: DisplayClientBody,
): Promise<DisplayClient> {
  const displayClientName = clientName(body.displayClientName);
  const user = await loginUser(deps, restaurantId, body.username);
  const posIds = [...new Set(body.posIds ?? [])];
  if (posIds.length === 0) throw bad(M.posClientsRequired);
  const names = await findPosClientNames(deps.database.db, restaurantId, posIds);
  if (names.size !== posIds.length) throw bad(M.unknownPosClient);
  return insertDisplayClient(
    deps.database.db,
    {
      id: newId(),
      restaurantId,
      displayClientName,
      userId: user.id,
      username: user.username,
      userEmail: user.email,
      posIds,
      createdAt: deps.now(),
    },
    names,
  );
}

export async function removeDisplayClient(deps: AppDeps, restaurantId: string, id: string): Promise<void> {
  if (!(await deleteDisplayClient(deps.database.db, restaurantId, id)))
    throw new AppError('NOT_FOUND', M.notFound);
}
