/** One payment terminal as the terminals adapter sees it (decision 0309). */
export interface TerminalRecord {
  id: string;
  store: string;
  /** 'Inventory' for the provider's stock, otherwise the assignment status. */
  status: string;
  description: string;
  isStandalone: boolean;
}

/** The restaurant a terminals call acts for. */
export interface TerminalOwner {
  restaurantId: string;
  urlIdentifier: string;
  name: string;
}

/**
 * Payment terminals through the payment provider: the sandbox's simulated terminals by default, Adyen's
 * Management API (official SDK) when Adyen is the card provider. list answers the restaurant's store
 * terminals and the inventory it may assign from.
 */
export interface TerminalsProvider {
  readonly name: 'sandbox' | 'adyen';
  list(owner: TerminalOwner): Promise<TerminalRecord[]>;
  assign(owner: TerminalOwner, terminalId: string): Promise<void>;
  returnToInventory(owner: TerminalOwner, terminalId: string): Promise<void>;
  setStandalone(owner: TerminalOwner, terminalId: string, standalone: boolean): Promise<void>;
}

export const INVENTORY = 'Inventory';
export const ASSIGNED = 'Assigned';
