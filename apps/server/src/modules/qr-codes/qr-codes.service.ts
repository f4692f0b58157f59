import { createHash } from 'node:crypto';
import {
  localClock,
  ONLINE_MESSAGES,
  QR_SETTING_TYPES,
  type QrCodesPageResponse,
  RESTAURANT_MESSAGES,
  type TableQrStringResponse,
  tableQrUrl,
} from '@rpos/domain';
import sharp from 'sharp';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { MAX_INPUT_PIXELS } from '../images/image-content';
import { findImageById, imageUrl } from '../images/images.repository';
import { qrSettingsEventOf } from '../realtime/realtime.service';
import { markSetupStep } from '../setup/setup.repository';
import {
  findCachedPdf,
  findQrRestaurant,
  findQrSettingRows,
  findTables,
  saveCachedPdf,
} from './qr-codes.repository';
import { tablesPdf } from './qr-codes-pdf';

/** Bump when the PDF's drawing changes, so cached copies are made again. */
const PDF_VERSION = 2; // 2: names in Chinese printed with an embedded font (decision 0520)

/** The QR codes page and the codes it prints, for the restaurant being configured. */
export function createQrCodesService(deps: AppDeps) {
  const db = deps.database.db;
  const site = (urlIdentifier: string) => ({ origin: deps.config.publicUrl, urlIdentifier });

  async function restaurantOf(restaurantId: string) {
    const row = await findQrRestaurant(db, restaurantId);
    if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    return row;
  }

  return {
    /** GET /qrCodeSettings: every QR type's switch (defaults for types never saved), tables, the list. */
    async page(restaurantId: string): Promise<QrCodesPageResponse> {
      const [row, saved, tables] = await independently(db, [
        () => restaurantOf(restaurantId),
        () => findQrSettingRows(db, restaurantId),
        () => findTables(db, restaurantId),
      ]);
      const byType = new Map(saved.map((s) => [s.qrType, s]));
      return {
        restaurant: {
          restaurantId: row.id,
          urlIdentifier: row.urlIdentifier,
          name: row.name,
          logo: row.logoImageId ? imageUrl(row.logoImageId) : null,
          timezone: row.timezone,
        },
        origin: deps.config.publicUrl,
        today: localClock(deps.now(), row.timezone).dmyDate,
        qrCodeSettings: QR_SETTING_TYPES.map((type) => {
          const state = qrSettingsEventOf(type, byType.get(type));
          return { name: type, disabled: state.isOrderingDisabled, disabledDate: state.disabledDate };
        }),
        paymentRequiredTableNumbers: row.paymentRequiredTableNumbers,
        tables,
      };
    },

    /**
     * GET /getTableQrString: the URL a table's code holds. Both payment choices give the same URL
     * (decision 112): the saved paymentRequiredTableNumbers list decides, and the answer says what it
     * says for this table now.
     */
    async tableQrString(restaurantId: string, tableNumber: string): Promise<TableQrStringResponse> {
      const [row, tables] = await independently(db, [
        () => restaurantOf(restaurantId),
        () => findTables(db, restaurantId),
      ]);
      const table = tables.find((t) => t.tableNumber.toLowerCase() === tableNumber.toLowerCase());
      if (!table) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
      return {
        qrString: tableQrUrl(site(row.urlIdentifier), table.tableNumber),
        tableNumber: table.tableNumber,
        isPaymentRequired: row.paymentRequiredTableNumbers.includes(table.tableNumber),
      };
    },

    /**
     * GET /qrcodes/tables.pdf: a page per live table on the dine-in template, for a print shop. Made
     * once per change of what it shows (name, identifier, logo, site, tables) and kept in
     * qr_pdf_cache (decision 0374); the download also ticks the checklist's QR step.
     */
    async tablesPdf(restaurantId: string): Promise<{ pdf: Uint8Array; fileName: string }> {
      const [row, tables] = await independently(db, [
        () => restaurantOf(restaurantId),
        () => findTables(db, restaurantId),
      ]);
      if (tables.length === 0) throw new AppError('NOT_FOUND', 'This restaurant has no tables yet.');
      const fileName = `${row.urlIdentifier}-table-qr-codes.pdf`;
      const pages = tables.map((t) => ({
        name: t.name,
        url: tableQrUrl(site(row.urlIdentifier), t.tableNumber),
      }));
      const key = createHash('sha256')
        .update(JSON.stringify([PDF_VERSION, row.name, row.logoImageId, pages]))
        .digest('base64url');
      const cached = await findCachedPdf(db, restaurantId, key);
      await markSetupStep(db, restaurantId, 'qrCodes', deps.now());
      if (cached) return { pdf: cached, fileName };
      const logo = row.logoImageId ? await findImageById(db, row.logoImageId) : undefined;
      // Logos are PNG or JPEG (or a variant): PNG keeps transparency and pdf-lib embeds it as is.
      const logoPng = logo
        ? await sharp(logo.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
            .png()
            .toBuffer()
            .catch(() => null)
        : null;
      const pdf = await tablesPdf({ restaurantName: row.name, logoPng, tables: pages });
      await saveCachedPdf(db, restaurantId, key, pdf, deps.now());
      return { pdf, fileName };
    },
  };
}
