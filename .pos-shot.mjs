import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1024, height: 768 } });
const page = await context.newPage();
page.setDefaultTimeout(15000);
const online = await (await page.request.get('/api/online?menuId=goldendragon&tableId=5')).json();
const pt = (name, rate, sort) => ({ paymentTypeId: name, paymentType: name, surchargeRate: rate, enabled: true, sort, description: '' });
const setup = { menu: online.menu, takeawayMenu: online.menu, paymentTypes: [pt('CASH', 0, 1), pt('VISAMastercard', 1.5, 2), pt('EFTPOS', 0.5, 3), pt('AMEX', 2.5, 4)], discounts: [{ name: '10% off', percentage: 10, amount: null, sort: 1 }], deliveryPartners: [{ name: 'UberEats', sort: 1, commissionPercentage: 30 }], currencySymbol: '$', timezone: 'Australia/Sydney', taxPercentage: 10 };
const ago = (m) => new Date(Date.now() - m * 60000).toISOString();
const summary = (uuid, x) => ({ uuid, type: 'dinein', tableNo: null, guests: null, customerName: null, deliveryPartnerType: null, total: 0, paid: 0, balance: 0, openedAt: ago(5), orderCount: 1, waitingOrders: 0, isInvoicePrinted: false, ...x });
const tables = [2,2,4,4,4,4,6,6,8,8,10,12].map((seats, i) => ({ tableNumber: String(i+1), name: `Table ${i+1}`, seats, area: i < 6 ? 'Main room' : 'Terrace', status: 'free', bill: null }));
tables[4] = { ...tables[4], status: 'occupied', bill: summary('b5', { tableNo: '5', guests: 2, total: 5230, balance: 5230, openedAt: ago(34), waitingOrders: 1 }) };
tables[7] = { ...tables[7], status: 'awaitingPayment', bill: summary('b8', { tableNo: '8', guests: 5, total: 18450, balance: 18450, openedAt: ago(82), isInvoicePrinted: true }) };
const floor = { tables, counterBills: [summary('c1', { type: 'pickup', customerName: 'Jane', total: 1850, openedAt: ago(4) }), summary('c2', { type: 'deliveryPartner', deliveryPartnerType: 'UberEats', total: 4210, openedAt: ago(12) })] };
const line = (lineId, name, price, q = 1, x = {}) => ({ lineId, quantity: q, subTotal: price, lineTotal: price * q, price, dish: { id: lineId, name, altName: null, price }, size: null, options: [], specialInstructions: '', isTakeaway: false, permanentDeletion: false, isVoidedDish: false, voidReason: null, ...x });
const bill = { uuid: 'b5', type: 'dinein', tableNo: '5', guests: 2, totalSpending: 4707, balance: 4707,
  totals: { subtotal: 5230, discounts: 523, surcharges: 0, paymentSurcharges: 0, total: 4707, paid: 0, balance: 4707, gst: 428 },
  orders: [
    { orderId: 'o1', orderNumber: 'abcdAB12', createdAt: ago(34), status: 'placed', isAccepted: true, subtotal: 2580, dishes: [line('l1', 'Crispy Pork Belly', 2180), line('l2', 'Coca-Cola', 400), line('l3', 'Har Gow', 880, 1, { isVoidedDish: true, voidReason: 'Wrong order' })] },
    { orderId: 'o2', orderNumber: 'efghCD34', createdAt: ago(3), status: 'placed', isAccepted: false, subtotal: 2650, dishes: [line('l4', 'Beef Brisket Noodle Soup', 1830, 1, { options: [{ id: 'u', name: 'Udon', quantity: 1, price: 150 }] }), line('l5', 'Hong Kong Milk Tea', 580, 1), line('l6', 'Lemon Tea', 240, 1)] },
  ],
  createdAt: ago(34), updatedAt: ago(3), payTime: null, billPaid: false, isInvoicePrinted: false, paymentTypes: [], adjustments: [{ id: 'a1', adjustmentType: 'discount', name: '10% off', percentage: 10, price: 523, timeCreated: ago(2) }], operationHistory: [], operationString: '', deliveryPartnerType: null, deliveryPartnerPostpaid: false, customerName: null, customerEmail: null, customerPhone: null, customerPostcode: null, deleted: false, deletedReason: null, deletedBy: null, deletedAt: null };
await page.route('**/api/pos/setup', (r) => r.fulfill({ json: setup }));
await page.route('**/api/pos/floor', (r) => r.fulfill({ json: floor }));
await page.route('**/api/transaction/b5', (r) => r.fulfill({ json: { transaction: bill } }));
await page.goto('/sign-in');
await page.getByLabel('Email').fill('restaurantadmin@rpos.demo');
await page.getByLabel('Password', { exact: true }).fill('demo-restaurantadmin');
await page.getByRole('button', { name: 'Sign in now' }).click();
await page.locator('nav[aria-label="Sidebar"]').waitFor();
await page.screenshot({ path: '/tmp/pos-shots/0-dashboard.png' });
await page.getByRole('link', { name: 'POS', exact: true }).click();
await page.getByRole('button', { name: /^Table 1, Free/ }).waitFor();
await page.screenshot({ path: '/tmp/pos-shots/1-floor.png' });
await page.getByRole('button', { name: /^Table 1, Free/ }).click();
await page.screenshot({ path: '/tmp/pos-shots/2-guests.png' });
await page.getByRole('button', { name: '2', exact: true }).click();
await page.getByRole('button', { name: /^Add Crispy Pork Belly/ }).waitFor();
await page.getByRole('button', { name: /^Add Crispy Pork Belly/ }).click();
await page.screenshot({ path: '/tmp/pos-shots/3-dish-dialog.png' });
await page.getByRole('dialog').getByRole('button', { name: /^Add \$/ }).click();
await page.getByRole('button', { name: /^Add Coca-Cola/ }).click();
await page.getByRole('button', { name: /^Add Coca-Cola/ }).click();
await page.screenshot({ path: '/tmp/pos-shots/4-order.png' });
await page.goto('/pos/bill/b5');
await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
await page.screenshot({ path: '/tmp/pos-shots/5-bill.png' });
await page.getByRole('button', { name: 'Pay', exact: true }).click();
await page.getByRole('dialog').getByRole('button', { name: 'Split evenly' }).click();
await page.getByRole('dialog').getByRole('button', { name: /VISAMastercard/ }).click();
await page.screenshot({ path: '/tmp/pos-shots/6-pay.png' });
await page.getByRole('dialog').getByRole('button', { name: 'Whole balance' }).click();
await page.getByRole('dialog').getByRole('button', { name: 'CASH' }).click();
await page.getByRole('dialog').getByRole('button', { name: '$50.00' }).click();
await page.screenshot({ path: '/tmp/pos-shots/7-cash.png' });
await browser.close();
