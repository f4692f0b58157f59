import { z } from 'zod';

/** Payment terminals (restaurant-config.md §2.7, §3 "Terminal store entry", §4, §5, §7-§9; decision 0309). */

export const TERMINAL_INVENTORY = 'Inventory';
export const TERMINAL_PAGE_SIZES = [50, 100, 200] as const;

export const TERMINAL_MESSAGES = {
  selectTerminal: 'Please select a terminal.',
  updated: 'The terminal has been updated successfully',
  assigned: 'The terminal has been updated successfully and waiting for the terminal to be connected',
  notFound: 'Terminal not found', // ours
  alreadyInInventory: 'The terminal is already in the inventory', // ours
  notInInventory: 'Only a terminal of the inventory can be assigned', // ours
  providerFailed: 'The payment provider did not answer. Please try again.', // ours
} as const;

/** One row of the terminals screen: Store, Terminals, Status, Description. */
export const TerminalStoreEntry = z.object({
  store: z.string(),
  inStoreTerminals: z.array(z.string()),
  terminalId: z.string(),
  status: z.string(),
  description: z.string(),
  isStandaloneTerminal: z.boolean(),
});
export type TerminalStoreEntry = z.infer<typeof TerminalStoreEntry>;

export const AllTerminalsResponse = z.object({
  stores: z.array(TerminalStoreEntry),
  /** True when every terminal of the restaurant's store runs standalone. */
  isStandaloneTerminal: z.boolean(),
});
export type AllTerminalsResponse = z.infer<typeof AllTerminalsResponse>;

/** GET /terminals: the restaurant's own terminals (what the kiosk form picks from). */
export const TerminalsResponse = z.object({
  terminals: z.array(z.object({ terminal: z.string(), store: z.string() })),
});
export type TerminalsResponse = z.infer<typeof TerminalsResponse>;

export const AssignTerminalsBody = z.object({
  terminal: z.string().max(100).nullish(),
  isReturn: z.boolean().nullish(),
});
export type AssignTerminalsBody = z.infer<typeof AssignTerminalsBody>;
export const UpdateTerminalSettingsBody = z.object({
  terminalId: z.string().max(100).nullish(),
  isStandaloneTerminal: z.boolean(),
});
export type UpdateTerminalSettingsBody = z.infer<typeof UpdateTerminalSettingsBody>;
export const TerminalMessageResponse = z.object({ message: z.string() });

/** Button colour of a terminal id (§9): S1F2 green, P400 purple, others blue. */
export function terminalColour(terminalId: string): 'green' | 'purple' | 'blue' {
  if (terminalId.startsWith('S1F2')) return 'green';
  if (terminalId.startsWith('P400')) return 'purple';
  return 'blue';
}
