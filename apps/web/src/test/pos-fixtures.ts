import type {
  MenuCategory,
  PosBillSummary,
  PosFloorResponse,
  PosPaymentType,
  PosSetupResponse,
  PosTable,
  Transaction,
  TransactionDish,
  TransactionOrder,
} from '@rpos/domain';

/** The answers of the POS calls, for component tests (figures as the server would give them). */

export function makePaymentType(name: string, surchargeRate = 0, sort = 1): PosPaymentType {
  return {
    paymentTypeId: `pt-${name}`,
    paymentType: name,
    surchargeRate,
    enabled: true,
    sort,
    description: '',
  };
}

export function makeSetup(
  categories: MenuCategory[],
  extra: Partial<PosSetupResponse> = {},
): PosSetupResponse {
  const menu = { menuId: 'm1', version: 1, name: 'Dinner', publishedAt: '2026-01-01T00:00:00Z', categories };
  return {
    menu,
    takeawayMenu: menu,
    paymentTypes: [makePaymentType('CASH', 0, 1), makePaymentType('VISAMastercard', 1.5, 2)],
    discounts: [{ name: '10% off', percentage: 10, amount: null, sort: 1 }],
    deliveryPartners: [],
    currencySymbol: '$',
    timezone: 'Australia/Sydney',
    taxPercentage: 10,
    surchargeRules: [],
    ...extra,
  };
}

export function makeSummary(uuid: string, extra: Partial<PosBillSummary> = {}): PosBillSummary {
  return {
    uuid,
    type: 'dinein',
    tableNo: null,
    guests: null,
    customerName: null,
    deliveryPartnerType: null,
    total: 0,
    paid: 0,
    balance: 0,
    openedAt: '2026-03-02T01:00:00Z',
    orderCount: 1,
    waitingOrders: 0,
    isInvoicePrinted: false,
    ...extra,
  };
}

export function makeTable(tableNumber: string, extra: Partial<PosTable> = {}): PosTable {
  return {
    tableNumber,
    name: tableNumber,
    seats: 4,
    area: extra.area ?? 'Main',
    areaId: `area-${extra.area ?? 'Main'}`,
    shape: 'square',
    x: (Number(tableNumber) || 0) * 3,
    y: 0,
    w: 2,
    h: 2,
    status: 'free',
    bill: null,
    ...extra,
  };
}

export function makeFloor(tables: PosTable[], counterBills: PosBillSummary[] = []): PosFloorResponse {
  const areas = [...new Map(tables.map((t) => [t.areaId, t.area ?? 'Main'])).entries()].map(
    ([id, name], i) => ({
      id,
      name,
      sort: i + 1,
    }),
  );
  return {
    areas: areas.length > 0 ? areas : [{ id: 'area-Main', name: 'Main', sort: 1 }],
    tables,
    counterBills,
  };
}

export function makeDishLine(
  lineId: string,
  name: string,
  price: number,
  extra: Partial<TransactionDish> = {},
): TransactionDish {
  return {
    lineId,
    quantity: 1,
    subTotal: price,
    lineTotal: price,
    price,
    dish: { id: `d-${lineId}`, name, altName: null, price },
    size: null,
    options: [],
    specialInstructions: '',
    isTakeaway: false,
    permanentDeletion: false,
    isVoidedDish: false,
    voidReason: null,
    seat: null,
    ...extra,
  };
}

export function makeOrder(
  orderId: string,
  dishes: TransactionDish[],
  extra: Partial<TransactionOrder> = {},
): TransactionOrder {
  return {
    orderId,
    orderNumber: `ORDER${orderId}ABCD`,
    createdAt: '2026-03-02T01:00:00Z',
    status: 'placed',
    isAccepted: true,
    dishes,
    subtotal: dishes.reduce((s, d) => s + (d.isVoidedDish || d.permanentDeletion ? 0 : d.lineTotal), 0),
    ...extra,
  };
}

/** A bill with the given totals (balance = total − paid unless given). */
export function makeBill(
  uuid: string,
  totals: Partial<Transaction['totals']> & { total: number },
  extra: Partial<Transaction> = {},
): Transaction {
  const paid = totals.paid ?? 0;
  const refunded = totals.refunded ?? 0;
  const full = {
    subtotal: totals.total,
    discounts: 0,
    surcharges: 0,
    paymentSurcharges: 0,
    paid,
    refunded,
    refundCredits: 0,
    tips: 0,
    balance: totals.total - paid + refunded,
    gst: Math.round(totals.total / 11),
    ...totals,
  };
  return {
    uuid,
    type: 'dinein',
    orders: [],
    tableNo: '5',
    guests: 2,
    totalSpending: full.total,
    balance: full.balance,
    totals: full,
    createdAt: '2026-03-02T01:00:00Z',
    updatedAt: '2026-03-02T01:00:00Z',
    payTime: null,
    billPaid: false,
    isInvoicePrinted: false,
    paymentTypes: [],
    refunds: [],
    adjustments: [],
    operationHistory: [],
    operationString: '',
    deliveryPartnerType: null,
    deliveryPartnerPostpaid: false,
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    customerPostcode: null,
    deleted: false,
    deletedReason: null,
    deletedBy: null,
    deletedAt: null,
    ...extra,
  };
}
