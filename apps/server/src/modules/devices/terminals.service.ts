import { type AllTerminalsResponse, TERMINAL_MESSAGES as M, TERMINAL_INVENTORY } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { createAdyenTerminals } from './adyen-terminals';
import { createSandboxTerminals } from './sandbox-terminals';
import type { TerminalOwner, TerminalRecord, TerminalsProvider } from './terminals-provider';

/** Adyen's Management API when Adyen takes the cards, the sandbox's simulated terminals otherwise. */
export function terminalsProviderFor(deps: AppDeps): TerminalsProvider {
  return deps.config.payments.providers.card === 'adyen'
    ? createAdyenTerminals(deps)
    : createSandboxTerminals(deps);
}

async function ownerOf(deps: AppDeps, restaurantId: string): Promise<TerminalOwner> {
  const r = await findRestaurantById(deps.database.db, restaurantId);
  if (!r) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return { restaurantId, urlIdentifier: r.urlIdentifier, name: r.name };
}

/** A provider failure is a clear 502-like refusal, never a hang or a raw error. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { terminalNotFound?: boolean }).terminalNotFound) throw new AppError('NOT_FOUND', M.notFound);
    throw new AppError('BAD_REQUEST', M.providerFailed);
  }
}

const entryOf = (t: TerminalRecord) => ({
  store: t.store,
  inStoreTerminals: [t.id],
  terminalId: t.id,
  status: t.status,
  description: t.description,
  isStandaloneTerminal: t.isStandalone,
});

export function createTerminalsService(
  deps: AppDeps,
  provider: TerminalsProvider = terminalsProviderFor(deps),
) {
  async function find(owner: TerminalOwner, id: string): Promise<TerminalRecord> {
    const t = (await provider.list(owner)).find((x) => x.id === id);
    if (!t) throw new AppError('NOT_FOUND', M.notFound);
    return t;
  }
  return {
    /** GET /allTerminals: the store's terminals then the inventory; standalone when all store terminals are. */
    async all(restaurantId: string): Promise<AllTerminalsResponse> {
      const owner = await ownerOf(deps, restaurantId);
      const list = await guarded(() => provider.list(owner));
      const inStore = list.filter((t) => t.status !== TERMINAL_INVENTORY);
      const sorted = [...inStore, ...list.filter((t) => t.status === TERMINAL_INVENTORY)];
      return {
        stores: sorted.map(entryOf),
        isStandaloneTerminal: inStore.length > 0 && inStore.every((t) => t.isStandalone),
      };
    },
    /** GET /terminals: the restaurant's own terminals with their store. */
    async own(restaurantId: string) {
      const owner = await ownerOf(deps, restaurantId);
      const list = await guarded(() => provider.list(owner));
      return {
        terminals: list
          .filter((t) => t.status !== TERMINAL_INVENTORY)
          .map((t) => ({ terminal: t.id, store: t.store })),
      };
    },
    /** POST /assignTerminals: assign from the inventory, or return to it (not for an inventory terminal). */
    async assign(
      restaurantId: string,
      terminalId: string | null | undefined,
      isReturn: boolean,
    ): Promise<string> {
      const id = (terminalId ?? '').trim();
      if (!id) throw new AppError('BAD_REQUEST', M.selectTerminal);
      const owner = await ownerOf(deps, restaurantId);
      const t = await guarded(() => find(owner, id));
      if (isReturn) {
        if (t.status === TERMINAL_INVENTORY) throw new AppError('BAD_REQUEST', M.alreadyInInventory);
        await guarded(() => provider.returnToInventory(owner, id));
        return M.updated;
      }
      if (t.status !== TERMINAL_INVENTORY) throw new AppError('BAD_REQUEST', M.notInInventory);
      await guarded(() => provider.assign(owner, id));
      return M.assigned;
    },
    /** PUT /updateTerminalSettings: standalone or integrated, for a terminal of the restaurant's store. */
    async setStandalone(restaurantId: string, terminalId: string | null | undefined, standalone: boolean) {
      const id = (terminalId ?? '').trim();
      if (!id) throw new AppError('BAD_REQUEST', M.selectTerminal);
      const owner = await ownerOf(deps, restaurantId);
      const t = await guarded(() => find(owner, id));
      if (t.status === TERMINAL_INVENTORY) throw new AppError('NOT_FOUND', M.notFound);
      await guarded(() => provider.setStandalone(owner, id, standalone));
      return M.updated;
    },
  };
}
