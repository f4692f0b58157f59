import { ROLES } from '@rpos/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  closeDays,
  images,
  imageVariants,
  itemSizes,
  menuCategories,
  menuItems,
  menus,
  menuVersions,
  openHours,
  optionGroups,
  options,
  posPaymentTypes,
  restaurants,
  restaurantTables,
  surcharges,
  userRestaurants,
  users,
} from '../db/schema';
import { verifyPassword } from '../platform/auth/password';
import { signIn } from '../test/factories';
import { buildTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_MARKETING_EMAIL } from './demo-accounts';
import { demoDataInfo, seedDemoDataIfEmpty } from './seed';

const t = await buildTestApp();
const now = new Date('2025-06-02T02:00:00Z'); // Monday 12:00 in Sydney

async function tableCounts(db: Db) {
  const tables = {
    restaurants,
    users,
    menus,
    menuCategories,
    menuItems,
    itemSizes,
    optionGroups,
    options,
    menuVersions,
    images,
    restaurantTables,
    openHours,
    closeDays,
    surcharges,
    posPaymentTypes,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

async function restaurantByUrl(urlIdentifier: string) {
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier));
  return r!;
}

describe('demo seed', () => {
  it('fills an empty database in one go and returns the diner path and the accounts', async () => {
    expect(await demoDataInfo(t.db)).toBeNull();
    const result = await seedDemoDataIfEmpty(t.db, { now });
    expect(result?.dinerPath).toBe('/online/goldendragon/5');
    expect(result?.accounts).toEqual(
      DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
    );
  });

  it('Golden Dragon is bilingual with at least 8 categories and 60 dishes', async () => {
    const gd = await restaurantByUrl('goldendragon');
    expect(gd).toMatchObject({ name: 'Golden Dragon', timezone: 'Australia/Sydney', taxPercentage: 10 });
    expect(gd.themeColor).toBe('#e91e63');
    expect(gd.websiteStyle).toBe('classic');
    expect(gd.logoImageId).toBeTruthy();
    const [menu] = await t.db.select().from(menus).where(eq(menus.restaurantId, gd.id));
    const cats = await t.db.select().from(menuCategories).where(eq(menuCategories.menuId, menu!.id));
    const items = await t.db.select().from(menuItems).where(eq(menuItems.menuId, menu!.id));
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeGreaterThanOrEqual(60);
    const chinese = /[\u4e00-\u9fff]/;
    expect(cats.every((c) => chinese.test(c.altName ?? ''))).toBe(true);
    expect(items.every((i) => chinese.test(i.altName ?? ''))).toBe(true);
    // The variety the diner screens need.
    expect(items.some((i) => i.activeBegin === 1320 && i.activeEnd === 1560)).toBe(true);
    expect(items.some((i) => i.activeBegin !== null && i.activeEnd !== null && i.activeEnd <= 720)).toBe(
      true,
    );
    expect(items.some((i) => i.hideForWeb)).toBe(true);
    expect(items.some((i) => !i.active && i.hideDays.length > 0)).toBe(true);
    expect(items.some((i) => i.tags.includes('Hottest'))).toBe(true);
    expect(items.filter((i) => i.imageId).length).toBeGreaterThan(55);
    // Every demo picture (dishes, logos, the promotion) has its smaller WebP copy for the phones.
    const pictures = await t.db
      .select({ png: images.byteSize, webp: imageVariants.byteSize, type: imageVariants.contentType })
      .from(images)
      .leftJoin(imageVariants, eq(imageVariants.imageId, images.id));
    expect(pictures.length).toBeGreaterThan(90);
    expect(pictures.every((p) => p.type === 'image/webp' && p.webp! < p.png / 2)).toBe(true);
    const groups = await t.db.select().from(optionGroups).where(eq(optionGroups.menuId, menu!.id));
    expect(groups.find((g) => g.name === 'Choice of noodle')).toMatchObject({ required: true, forceMax: 1 });
    expect(groups.find((g) => g.name === 'Extra toppings')).toMatchObject({
      required: false,
      forceMax: 3,
      allowQuantity: true,
    });
    const spice = groups.find((g) => g.name === 'Spice level')!;
    const spiceOptions = await t.db.select().from(options).where(eq(options.groupId, spice.id));
    expect(spiceOptions.filter((o) => o.isDefault)).toHaveLength(1);
    const groupOptions = await t.db
      .select()
      .from(options)
      .where(
        inArray(
          options.groupId,
          groups.map((g) => g.id),
        ),
      );
    expect(groupOptions.some((o) => o.menuItemId !== null)).toBe(true);
    const sizes = await t.db
      .select()
      .from(itemSizes)
      .where(
        inArray(
          itemSizes.itemId,
          items.map((i) => i.id),
        ),
      );
    expect(sizes.length).toBeGreaterThan(0);
  });

  it('Bondi Bites is an English-only cafe with at least 4 categories and 20 dishes', async () => {
    const bb = await restaurantByUrl('bondibites');
    expect(bb.themeColor).toBe('#3f51b5');
    const [menu] = await t.db.select().from(menus).where(eq(menus.restaurantId, bb.id));
    const [cats] = await t.db
      .select({ n: count() })
      .from(menuCategories)
      .where(eq(menuCategories.menuId, menu!.id));
    const items = await t.db.select().from(menuItems).where(eq(menuItems.menuId, menu!.id));
    expect(cats!.n).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.every((i) => i.altName === null)).toBe(true);
  });

  it('both restaurants belong to the group and have tables, hours, a closed day and surcharges', async () => {
    const group = await restaurantByUrl('harboureats');
    expect(group).toMatchObject({ name: 'Harbour Eats Group', type: 'restaurantGroup' });
    for (const url of ['goldendragon', 'bondibites']) {
      const r = await restaurantByUrl(url);
      expect(r.groupId).toBe(group.id);
      const tables = await t.db
        .select()
        .from(restaurantTables)
        .where(eq(restaurantTables.restaurantId, r.id));
      expect(tables.map((x) => x.tableNumber).sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 12 }, (_, i) => String(i + 1)),
      );
      const [hours] = await t.db
        .select({ n: count() })
        .from(openHours)
        .where(eq(openHours.restaurantId, r.id));
      expect(hours!.n).toBeGreaterThan(0);
      const [closed] = await t.db
        .select({ n: count() })
        .from(closeDays)
        .where(eq(closeDays.restaurantId, r.id));
      expect(closed!.n).toBe(1);
      const s = await t.db.select().from(surcharges).where(eq(surcharges.restaurantId, r.id));
      expect(s.find((x) => x.weekdays.includes(7))).toMatchObject({ type: 'percentage', value: 1000 });
      expect(s.find((x) => x.isPublicHoliday)).toBeTruthy();
      const types = await t.db.select().from(posPaymentTypes).where(eq(posPaymentTypes.restaurantId, r.id));
      expect(
        types
          .filter((x) => x.enabled)
          .map((x) => x.paymentType)
          .sort(),
      ).toEqual(['AMEX', 'CASH', 'EFTPOS', 'VISAMastercard', 'WECHATPAY']);
      expect(types.find((x) => x.paymentType === 'Other')).toMatchObject({ enabled: false, sort: 99 });
    }
  });

  it('publishes version 1 of both menus', async () => {
    const versions = await t.db.select().from(menuVersions);
    expect(versions).toHaveLength(2);
    expect(versions.every((v) => v.version === 1)).toBe(true);
    expect(versions.every((v) => v.snapshot.categories.length >= 4)).toBe(true);
  });

  it('creates one user per role and the marketing account, argon2id-hashed, with their restaurants', async () => {
    const rows = await t.db.select().from(users);
    expect(rows.map((u) => u.role).sort()).toEqual([...ROLES, 'restaurantGroupAdmin'].sort());
    // The marketing account (decision 0363): not an admin, a group admin of Harbour Eats.
    const marketing = rows.find((u) => u.email === DEMO_MARKETING_EMAIL)!;
    expect(marketing.role).toBe('restaurantGroupAdmin');
    expect(await verifyPassword(marketing.passwordHash, 'demo-marketing')).toBe(true);
    for (const u of rows) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(u.username).toBe(u.email.split('@')[0]);
    }
    const admin = rows.find((u) => u.role === 'admin')!;
    expect(admin.restaurantId).toBeNull();
    expect(await verifyPassword(admin.passwordHash, 'demo-admin')).toBe(true);
    const gd = await restaurantByUrl('goldendragon');
    // The demo admin starts on Golden Dragon (decision 0521), so its back-office is not empty.
    expect(admin.selectedRestaurantId).toBe(gd.id);
    const bb = await restaurantByUrl('bondibites');
    const group = await restaurantByUrl('harboureats');
    expect(rows.filter((u) => u.role === 'restaurantGroupAdmin').map((u) => u.restaurantId)).toEqual([
      group.id,
      group.id,
    ]);
    const manager = rows.find((u) => u.role === 'restaurantManager')!;
    expect(manager.restaurantId).toBe(gd.id);
    expect(manager.permissions).toEqual([
      'orders',
      'orderRefunds',
      'transactions',
      'reports',
      'bookingManagement',
    ]);
    expect(rows.find((u) => u.role === 'restaurantStaff')!.permissions).toEqual(['menuManagement']);
    const menuAdmin = rows.find((u) => u.role === 'menuAdmin')!;
    expect(menuAdmin.restaurantId).toBe(gd.id);
    const assigned = await t.db
      .select()
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, menuAdmin.id));
    expect(assigned.map((a) => a.restaurantId)).toEqual([bb.id]);
  });

  it('the demo admin signs in acting on Golden Dragon: the transactions answer, not "Please select"', async () => {
    const cookie = await signIn(t, 'admin@rpos.demo', 'demo-admin');
    const res = await t.request({ method: 'GET', url: '/api/liveTransactions', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a second call returns null and changes nothing', async () => {
    const before = await tableCounts(t.db);
    expect(await seedDemoDataIfEmpty(t.db, { now })).toBeNull();
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('later starts still find the demo URL and sign-ins to print', async () => {
    expect(await demoDataInfo(t.db)).toEqual({
      dinerPath: '/online/goldendragon/5',
      accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
    });
  });
});
