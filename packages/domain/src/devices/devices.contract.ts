import { z } from 'zod';

/**
 * Kiosks, POS clients, display clients and devices (restaurant-config.md §2.7, §3, §5, §7, §8, §9;
 * decisions 0305-0310).
 */

export const KIOSK_TIMEOUT_DEFAULT = 60;
export const KIOSK_TIMEOUT_MAX = 3600; // ours
export const KIOSK_MESSAGE_MAX = 30;
export const KIOSK_TABLES_MAX = 500; // ours
/** Devices, kiosks, POS and display clients lists (§9). */
export const DEVICE_PAGE_SIZES = [20, 50, 100] as const;
export const CLIENT_NAME_MAX = 100; // ours

export const KIOSK_MESSAGES = {
  failed: 'Something went wrong! Please go back and try again',
  updated: 'Kiosk updated successfully!',
  codeRequired: 'Please enter a kiosk code', // ours
  tablesRequired: 'Please select the tables', // ours
  messageTooLong: `The message can be at most ${KIOSK_MESSAGE_MAX} characters`, // ours
  timeout: 'The timeout must be a whole number of seconds', // ours
  duplicateCode: 'A kiosk with this code already exists', // ours
  notFound: 'Kiosk not found', // ours
  deleted: 'Kiosk deleted successfully!', // ours
} as const;

export const CLIENT_MESSAGES = {
  createFailed: 'Something went wrong',
  deleteFailed: 'Something went wrong!',
  posCreated: 'POS Client created successfully',
  posDeleted: 'POS Client deleted successfully!',
  displayCreated: 'Display Client created successfully',
  displayDeleted: 'Display Client deleted successfully!',
  selectClient: 'Please select a client!',
  nameRequired: 'Client Name is required', // ours (§5 names the fields)
  typeRequired: 'Type is required', // ours
  usernameRequired: 'Login Username is required', // ours
  posClientsRequired: 'Please select at least one POS client', // ours
  unknownUser: 'No user of this restaurant has this username', // ours
  unknownPosClient: 'A selected POS client does not exist', // ours
  notFound: 'Client not found', // ours
} as const;

export const KioskTable = z.object({
  id: z.string().max(100),
  tableNumber: z.string().max(50),
  tableId: z.string().max(100).optional().default(''),
  realTableNumber: z.string().max(50).optional().default(''),
  sort: z.number().int().optional().default(0),
});
export type KioskTable = z.infer<typeof KioskTable>;

export const QrTypeOption = z.object({ code: z.string().max(50), name: z.string().max(100) });
export type QrTypeOption = z.infer<typeof QrTypeOption>;

export const Kiosk = z.object({
  id: z.string(),
  code: z.string(),
  tables: z.array(KioskTable),
  terminalNumber: z.string(),
  isMobilePhoneNumberRequired: z.boolean(),
  isNameRequired: z.boolean(),
  isPaymentRequired: z.boolean(),
  timeoutSeconds: z.number().int(),
  message: z.string(),
  qrTypes: z.array(QrTypeOption),
  updatedAt: z.string(),
});
export type Kiosk = z.infer<typeof Kiosk>;

/** What the kiosk form sends (loose: the rules answer the texts). */
export const KioskInput = z.object({
  code: z.union([z.string().max(200), z.number()]).nullish(),
  tables: z.array(KioskTable).max(KIOSK_TABLES_MAX).nullish(),
  terminalNumber: z.string().max(100).nullish(),
  isMobilePhoneNumberRequired: z.boolean().nullish(),
  isNameRequired: z.boolean().nullish(),
  isPaymentRequired: z.boolean().nullish(),
  timeoutSeconds: z.union([z.number(), z.string().max(20)]).nullish(),
  message: z.string().max(500).nullish(),
  qrTypes: z.array(QrTypeOption).max(20).nullish(),
});
export type KioskInput = z.infer<typeof KioskInput>;
export const KioskBody = z.object({ kiosk: KioskInput });
export type KioskBody = z.infer<typeof KioskBody>;
export const KioskIdParams = z.object({ id: z.string().min(1).max(100) });

export const KiosksResponse = z.object({ kiosks: z.array(Kiosk) });
export type KiosksResponse = z.infer<typeof KiosksResponse>;
export const KioskResponse = z.object({ kiosk: Kiosk });
export type KioskResponse = z.infer<typeof KioskResponse>;
export const KioskSavedResponse = z.object({ kiosk: Kiosk, message: z.string() });
export type KioskSavedResponse = z.infer<typeof KioskSavedResponse>;
export const KioskCodeResponse = z.object({ newKioskNumber: z.string(), qrTypes: z.array(QrTypeOption) });
export type KioskCodeResponse = z.infer<typeof KioskCodeResponse>;

export const POS_CLIENT_TYPES = ['counter', 'client'] as const;
export type PosClientType = (typeof POS_CLIENT_TYPES)[number];

export const PosClientPrinterZone = z.object({ id: z.string().max(100), zoneName: z.string().max(200) });
export type PosClientPrinterZone = z.infer<typeof PosClientPrinterZone>;

export const PosClient = z.object({
  id: z.string(),
  posClientName: z.string(),
  posClientType: z.enum(POS_CLIENT_TYPES),
  username: z.string(),
  userEmail: z.string(),
  printerZones: z.array(PosClientPrinterZone),
});
export type PosClient = z.infer<typeof PosClient>;

export const PosClientBody = z.object({
  posClientName: z.string().max(500).nullish(),
  posClientType: z.string().max(50).nullish(),
  username: z.string().max(500).nullish(),
  userEmail: z.string().max(500).nullish(),
  printerZones: z.array(PosClientPrinterZone).max(100).nullish(),
});
export type PosClientBody = z.infer<typeof PosClientBody>;

export const DisplayClient = z.object({
  id: z.string(),
  displayClientName: z.string(),
  username: z.string(),
  userEmail: z.string(),
  userId: z.string(),
  posIds: z.array(z.string()),
  posClientNames: z.array(z.string()),
});
export type DisplayClient = z.infer<typeof DisplayClient>;

export const DisplayClientBody = z.object({
  displayClientName: z.string().max(500).nullish(),
  username: z.string().max(500).nullish(),
  userEmail: z.string().max(500).nullish(),
  userId: z.string().max(100).nullish(),
  posIds: z.array(z.string().max(100)).max(100).nullish(),
  posClientNames: z.array(z.string().max(500)).max(100).nullish(),
});
export type DisplayClientBody = z.infer<typeof DisplayClientBody>;

export const ClientIdParams = z.object({ id: z.string().min(1).max(100) });
export const PosClientsResponse = z.object({ clients: z.array(PosClient) });
export type PosClientsResponse = z.infer<typeof PosClientsResponse>;
export const PosClientSavedResponse = z.object({ client: PosClient, message: z.string() });
export type PosClientSavedResponse = z.infer<typeof PosClientSavedResponse>;
export const DisplayClientsResponse = z.object({ clients: z.array(DisplayClient) });
export type DisplayClientsResponse = z.infer<typeof DisplayClientsResponse>;
export const DisplayClientSavedResponse = z.object({ client: DisplayClient, message: z.string() });
export type DisplayClientSavedResponse = z.infer<typeof DisplayClientSavedResponse>;
export const DeviceDeletedResponse = z.object({ message: z.string() });
export type DeviceDeletedResponse = z.infer<typeof DeviceDeletedResponse>;

export const Device = z.object({
  id: z.string(),
  restaurantId: z.string(),
  deviceName: z.string(),
  version: z.string(),
  buildNumber: z.string(),
  os: z.string(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof Device>;
export const DevicesResponse = z.object({ devices: z.array(Device) });
export type DevicesResponse = z.infer<typeof DevicesResponse>;

/**
 * The headers a POS or kiosk app sends with POST /login so its device is registered (decision 0308).
 * All optional; a sign-in without x-device-id registers nothing.
 */
export const DEVICE_HEADERS = {
  id: 'x-device-id',
  name: 'x-device-name',
  version: 'x-app-version',
  buildNumber: 'x-build-number',
  os: 'x-device-os',
} as const;
