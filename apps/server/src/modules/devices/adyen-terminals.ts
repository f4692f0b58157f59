import adyen from '@adyen/api-library';
import type { AppDeps } from '../../platform/deps';
import { createBaseUrlHttpClient } from '../payments/adyen/adyen-base-url-client';
import {
  INVENTORY,
  type TerminalOwner,
  type TerminalRecord,
  type TerminalsProvider,
} from './terminals-provider';

const { Client, EnvironmentEnum, ManagementAPI, HttpClientException } = adyen;

/** Adyen assignment statuses as the screen shows them; inventory is the special 'Inventory'. */
const STATUS_LABELS: Record<string, string> = {
  inventory: INVENTORY,
  assignmentScheduled: 'Assignment scheduled',
  boarded: 'Boarded',
  deployed: 'Deployed',
  reassignmentInProgress: 'Reassignment in progress',
};

/**
 * Terminals through Adyen's Management API with the official SDK (decision 0309). The restaurant's
 * store is the merchant account's store whose reference is the restaurant's url identifier.
 */
export function createAdyenTerminals(deps: AppDeps): TerminalsProvider {
  const cfg = deps.config.payments.adyen;
  const merchantId = cfg.merchantAccount;
  if (!cfg.apiKey || !merchantId)
    throw new Error('Adyen terminals need ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT');
  const live = cfg.environment === 'live';
  const client = new Client(
    {
      apiKey: cfg.apiKey,
      environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      connectionTimeoutMillis: 30_000,
      applicationName: 'rpos',
    },
    cfg.apiBase ? createBaseUrlHttpClient(cfg.apiBase) : undefined,
  );
  const management = new ManagementAPI(client);

  async function storeOf(owner: TerminalOwner): Promise<{ id: string; reference: string } | null> {
    const res = await management.AccountStoreLevelApi.listStoresByMerchantId(
      merchantId!,
      1,
      100,
      owner.urlIdentifier,
    );
    const store = (res.data ?? []).find((s) => s.reference === owner.urlIdentifier);
    return store?.id ? { id: store.id, reference: store.reference ?? owner.urlIdentifier } : null;
  }

  async function standaloneOf(terminalId: string): Promise<boolean> {
    const settings = await management.TerminalSettingsTerminalLevelApi.getTerminalSettings(terminalId);
    return settings.standalone?.enableStandalone ?? false;
  }

  const notFound = (err: unknown) => {
    if (err instanceof HttpClientException && err.statusCode === 404) {
      throw Object.assign(new Error('terminal not found'), { terminalNotFound: true });
    }
    throw err;
  };

  return {
    name: 'adyen',
    async list(owner): Promise<TerminalRecord[]> {
      const store = await storeOf(owner);
      const res = await management.TerminalsTerminalLevelApi.listTerminals(
        undefined,
        undefined,
        undefined,
        merchantId,
        undefined,
        undefined,
        1,
        100,
      );
      const out: TerminalRecord[] = [];
      for (const t of res.data ?? []) {
        const a = t.assignment;
        const inventory = !a || a.status === 'inventory';
        if (!t.id || (!inventory && (!store || a?.storeId !== store.id))) continue;
        out.push({
          id: t.id,
          store: inventory ? '' : store!.reference,
          status: inventory ? INVENTORY : (STATUS_LABELS[a!.status ?? ''] ?? String(a!.status)),
          description: [t.model, t.serialNumber].filter(Boolean).join(' '),
          // One call per store terminal, one after the other (a store has a handful).
          isStandalone: inventory ? false : await standaloneOf(t.id),
        });
      }
      return out;
    },
    async assign(owner, terminalId) {
      const store = await storeOf(owner);
      if (!store) throw new Error('The restaurant has no Adyen store');
      await management.TerminalsTerminalLevelApi.reassignTerminal(terminalId, { storeId: store.id }).catch(
        notFound,
      );
    },
    async returnToInventory(_owner, terminalId) {
      await management.TerminalsTerminalLevelApi.reassignTerminal(terminalId, {
        merchantId,
        inventory: true,
      }).catch(notFound);
    },
    async setStandalone(_owner, terminalId, standalone) {
      await management.TerminalSettingsTerminalLevelApi.updateTerminalSettings(terminalId, {
        standalone: { enableStandalone: standalone },
      }).catch(notFound);
    },
  };
}
