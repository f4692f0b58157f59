import type { DbOrTx } from '../db/client';
import { cookingCategories, displayClients, itemPrintCategories, posClients, printers } from '../db/schema';
import { newId } from '../platform/ids';
import type { MenuRows } from './demo-menu-rows';

// Golden Dragon's printing and kitchen display demo (decision 0349): two printers at documentation
// addresses (their jobs land in the print outbox until a real address is typed in), cooking
// categories that route the seafood to a kitchen printer and the KDS and the milk drinks to a label
// printer, and a kitchen display for the staff sign-in following the front counter till.

/** Documentation addresses (RFC 5737): never routed, so the jobs stay in the outbox. */
export const DEMO_PRINTERS = [
  {
    printerName: 'Demo Kitchen',
    deviceName: 'TM-T82III',
    brand: 'EPSON',
    ipAddress: '192.0.2.10',
    tags: ['demo', 'kitchen'],
  },
  {
    printerName: 'Demo Labels',
    deviceName: 'GP-3120TU',
    brand: 'GPRINTER_LABEL',
    ipAddress: '192.0.2.11',
    tags: ['demo', 'labels'],
  },
] as const;

const SEAFOOD_WOK = [
  'Salt & Pepper Squid',
  'Kung Pao Prawns',
  'Steamed Barramundi with Ginger & Shallot',
  'Honey Walnut Prawns',
  'Singapore Chilli Mud Crab',
  'XO Scallops with Asparagus',
];
const DRINK_LABELS = ['Hong Kong Milk Tea', 'Fresh Soy Milk'];

/**
 * The printers and the cooking categories of the menu (before it is published). Every dish gets a
 * print category — "Kitchen" (no printer: not printed) when no station takes it — so the menu
 * editor's rule (a print category when the menu has cooking categories) holds for every dish.
 */
export async function insertDemoPrinting(
  tx: DbOrTx,
  options: { restaurantId: string; menu: MenuRows; now: Date },
): Promise<void> {
  const { restaurantId, menu, now } = options;
  await tx.insert(printers).values(
    DEMO_PRINTERS.map((p) => ({
      id: newId(),
      restaurantId,
      ...p,
      tags: [...p.tags],
      deviceType: 1,
      epsonLanguage: 2,
      port: 9100,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const menuId = menu.menu.id!;
  const wok = { id: newId(), name: 'Seafood Wok', printer: 'Demo Kitchen', isForKDS: true };
  const labels = { id: newId(), name: 'Drink Labels', printer: 'Demo Labels', isForLabelPrint: true };
  const kitchen = { id: newId(), name: 'Kitchen', printer: null };
  await tx
    .insert(cookingCategories)
    .values([wok, labels, kitchen].map((c) => ({ ...c, menuId, createdAt: now, updatedAt: now })));
  await tx.insert(itemPrintCategories).values(
    menu.items.map((item) => ({
      menuId,
      itemId: item.id!,
      cookingCategoryId: SEAFOOD_WOK.includes(item.name)
        ? wok.id
        : DRINK_LABELS.includes(item.name)
          ? labels.id
          : kitchen.id,
    })),
  );
}

/** The front counter till (the manager's sign-in) and the kitchen display of the staff sign-in. */
export async function insertDemoDisplay(
  tx: DbOrTx,
  options: {
    restaurantId: string;
    till: { id: string; username: string; email: string };
    display: { id: string; username: string; email: string };
    now: Date;
  },
): Promise<void> {
  const { restaurantId, till, display, now } = options;
  const posId = newId();
  await tx.insert(posClients).values({
    id: posId,
    restaurantId,
    posClientName: 'Front Counter',
    posClientType: 'counter',
    userId: till.id,
    username: till.username,
    userEmail: till.email,
    printerZones: [],
    createdAt: now,
  });
  await tx.insert(displayClients).values({
    id: newId(),
    restaurantId,
    displayClientName: 'Kitchen Screen',
    userId: display.id,
    username: display.username,
    userEmail: display.email,
    posIds: [posId],
    createdAt: now,
  });
}
