import { z } from 'zod';

/** The delivery platforms a menu can be uploaded to (restaurant-config.md §7 "Menus"). */
export const DELIVERY_PLATFORMS = ['uberEats', 'fantuan', 'hungryPanda'] as const;
export type DeliveryPlatform = (typeof DELIVERY_PLATFORMS)[number];

export const DELIVERY_PLATFORM_NAMES: Record<DeliveryPlatform, string> = {
  uberEats: 'Uber Eats',
  fantuan: 'Fantuan',
  hungryPanda: 'Hungry Panda',
};

/** Which Uber Eats menu of the store the upload fills: the everyday one or the weekend one. */
export const UBER_EATS_MENU_KINDS = ['main', 'weekend'] as const;
export type UberEatsMenuKind = (typeof UBER_EATS_MENU_KINDS)[number];

/** Texts of the upload calls (restaurant-config.md §8 "Menus"; the failure texts are ours). */
export const DELIVERY_MESSAGES = {
  uploaded: {
    uberEats: 'Menu uploaded successfully to UberEats',
    fantuan: 'Menu uploaded successfully',
    hungryPanda: 'Menu uploaded successfully to Hungry Panda',
  } satisfies Record<DeliveryPlatform, string>,
  menuNotFound: 'Menu not found',
  noStores: 'No Uber Eats store is linked to this restaurant.',
  unknownStore:
    'That Uber Eats store is not linked to this restaurant. Please choose one of the listed stores.',
  emptyMenu:
    'The menu has no dishes to upload (hidden-for-web, inactive and takeaway-disabled dishes are left out).',
  /** The platform could not be reached or failed (our 502). */
  unavailable: (platform: DeliveryPlatform) =>
    `${DELIVERY_PLATFORM_NAMES[platform]} could not be reached. Error in uploading the data, please try again later.`,
  /** The platform answered but refused the menu (our 502). */
  refused: (platform: DeliveryPlatform) =>
    `${DELIVERY_PLATFORM_NAMES[platform]} did not accept the menu. Error in uploading the data.`,
} as const;

const Id = z.string().trim().min(1).max(100);

/** POST /uploadUberEatsMenu/:menuId/:kind */
export const UploadUberEatsMenuParams = z.object({ menuId: Id, kind: z.enum(UBER_EATS_MENU_KINDS) });
export type UploadUberEatsMenuParams = z.infer<typeof UploadUberEatsMenuParams>;

/** The second call carries the store chosen among those the first call answered. */
export const UploadUberEatsMenuBody = z
  .object({ storeId: Id.optional() })
  .nullish()
  .transform((b) => b ?? {});
export type UploadUberEatsMenuBody = z.infer<typeof UploadUberEatsMenuBody>;

/** POST /uploadFantuanMenu/:menuId and POST /uploadHungryPandaMenu/:menuId */
export const UploadMenuParams = z.object({ menuId: Id });
export type UploadMenuParams = z.infer<typeof UploadMenuParams>;

export const UberEatsStore = z.object({ storeId: z.string(), name: z.string() });
export type UberEatsStore = z.infer<typeof UberEatsStore>;

/** One recorded upload: what was (offline: would have been) sent, and what came back. */
export const DeliveryUpload = z.object({
  id: z.string(),
  platform: z.enum(DELIVERY_PLATFORMS),
  menuId: z.string(),
  menuName: z.string(),
  /** Uber Eats: main | weekend; null for the others. */
  kind: z.enum(UBER_EATS_MENU_KINDS).nullable(),
  /** The platform's store the menu went to (Uber Eats store id; our reference for the others). */
  storeId: z.string().nullable(),
  /** offline: recorded here only; live: sent over HTTP. */
  mode: z.enum(['offline', 'live']),
  status: z.enum(['recorded', 'sent', 'failed']),
  error: z.string().nullable(),
  /** The exact JSON body sent (or that would have been sent) to the platform. */
  payload: z.unknown(),
  /** What the platform answered (offline: a note). */
  result: z.unknown(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryUpload = z.infer<typeof DeliveryUpload>;

/** A successful upload. */
export const UploadMenuResponse = z.object({ message: z.string(), upload: DeliveryUpload });
export type UploadMenuResponse = z.infer<typeof UploadMenuResponse>;

/**
 * Uber Eats: `{stores}` when the restaurant has several stores and no storeId was sent (call again
 * with one); otherwise the upload.
 */
export const UploadUberEatsMenuResponse = z.union([
  z.object({ stores: z.array(UberEatsStore).min(2) }),
  UploadMenuResponse,
]);
export type UploadUberEatsMenuResponse = z.infer<typeof UploadUberEatsMenuResponse>;

/** GET /deliveryPlatformUploads?platform&menuId&page&pageSize: the acting restaurant's uploads, newest first. */
export const DeliveryUploadsQuery = z.object({
  platform: z.enum(DELIVERY_PLATFORMS).optional(),
  menuId: Id.optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type DeliveryUploadsQuery = z.infer<typeof DeliveryUploadsQuery>;

export const DeliveryUploadsResponse = z.object({
  uploads: z.array(DeliveryUpload),
  total: z.number().int(),
});
export type DeliveryUploadsResponse = z.infer<typeof DeliveryUploadsResponse>;
