import {
  AddAdjustmentRequest,
  DeleteLiveTransactionQuery,
  FireCourseRequest,
  KeepChecksRequest,
  MergeBillRequest,
  MoveBillRequest,
  PosBillResponse,
  PosFloorResponse,
  PosOrderRequest,
  PosPaymentRequest,
  PosPaymentResponse,
  PosRefundRequest,
  PosSetupResponse,
  ReopenBillRequest,
  SetSeatRequest,
  VoidDishRequest,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOnly } from '../../platform/auth/guards';
import { posStaffGate } from '../staff/pos-staff-gate';
import { billRestaurantOfCall, readTransaction } from './bill-changes';
import { keepChecks } from './bill-checks.service';
import { fireCourse } from './bill-courses.service';
import {
  acceptOrder,
  addAdjustment,
  deleteBill,
  printInvoice,
  removeAdjustment,
  voidDish,
} from './bill-edits.service';
import { mergeBills, moveBill } from './bill-moves.service';
import { closeBill, payBill } from './bill-payments-pos.service';
import { refundBill, reopenBill } from './bill-refunds-pos.service';
import { setSeat } from './bill-seats.service';
import { posFloor, posSetup } from './pos-floor.service';
import { placePosOrder } from './pos-orders.service';
import {
  BillParams,
  posGuard as pos,
  posCallMaker,
  posKey,
  POS_REFUSALS as refusals,
  SESSION_SECURITY as security,
  POS_TAGS as tags,
} from './pos-route-shapes';

const OrderParams = z.object({ id: posKey, orderId: posKey });
const AdjustmentParams = z.object({ id: posKey, adjustmentId: posKey });

/**
 * The web POS and the changes to a bill (issue 13; decisions 0136–0142). Every answer is the bill as
 * it now is (PosBillResponse) unless the contract says otherwise; another restaurant's bill is 404.
 */
export const posRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The staff member at the till and their codes (decision 0237).
  const staffMay = posStaffGate(deps);
  const callOf = posCallMaker(app);

  app.get(
    '/pos/setup',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'What the till offers: menus served now, enabled payment types, discounts, partners',
        response: { 200: PosSetupResponse, ...refusals },
      },
    },
    async (request) => posSetup(callOf(request)),
  );

  app.get(
    '/pos/floor',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'The tables with their open bills, and the counter bills',
        response: { 200: PosFloorResponse, ...refusals },
      },
    },
    async (request) => posFloor(callOf(request)),
  );

  app.post(
    '/pos/orders',
    {
      preHandler: [pos, staffMay(null)],
      schema: {
        tags,
        security,
        summary: 'A local order priced on the server; joins the bill on screen, the table’s, or opens one',
        body: PosOrderRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await placePosOrder(callOf(request), request.body),
    }),
  );

  app.get(
    '/transaction/:id',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'One bill with its orders, adjustments, payments and history',
        params: BillParams,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => {
      const call = callOf(request);
      const restaurant = await billRestaurantOfCall(call);
      return {
        transaction: await readTransaction(
          deps.database.db,
          call.restaurantId,
          request.params.id,
          restaurant,
        ),
      };
    },
  );

  app.post(
    '/transactions/:id/orders/:orderId/accept',
    {
      preHandler: [pos, staffMay(null)],
      schema: {
        tags,
        security,
        summary: 'Accept an order waiting for staff',
        params: OrderParams,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await acceptOrder(callOf(request), request.params.id, request.params.orderId),
    }),
  );

  app.post(
    '/transactions/:id/voidDish',
    {
      preHandler: [pos, staffMay('posVoids')],
      schema: {
        tags,
        security,
        summary: 'Void (struck through) or remove a dish, with a reason',
        params: BillParams,
        body: VoidDishRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await voidDish(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/seat',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'Give a dish of an open bill its seat at the table, or make it shared (null)',
        params: BillParams,
        body: SetSeatRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await setSeat(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/checks',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'Keep the checks of a split by dish on an open bill (dish ids per check), or forget them',
        params: BillParams,
        body: KeepChecksRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await keepChecks(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/fire',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'Fire a held course: its orders go to the kitchen (dockets, kitchen display) now',
        params: BillParams,
        body: FireCourseRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await fireCourse(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/adjustments',
    {
      preHandler: [pos, staffMay('posDiscounts')],
      schema: {
        tags,
        security,
        summary: 'Add a posSettings discount (by name) or a custom one',
        params: BillParams,
        body: AddAdjustmentRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await addAdjustment(callOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/transactions/:id/adjustments/:adjustmentId',
    {
      preHandler: [pos, staffMay('posDiscounts')],
      schema: {
        tags,
        security,
        summary: 'Remove a discount',
        params: AdjustmentParams,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await removeAdjustment(callOf(request), request.params.id, request.params.adjustmentId),
    }),
  );

  app.post(
    '/transactions/:id/payments',
    {
      preHandler: [pos, staffMay('posPayments')],
      schema: {
        tags,
        security,
        summary: 'One payment; a repeated requestId writes nothing; the bill closes at a balance of 0',
        params: BillParams,
        body: PosPaymentRequest,
        response: { 200: PosPaymentResponse, ...refusals },
      },
    },
    async (request) => payBill(callOf(request), request.params.id, request.body),
  );

  app.post(
    '/transactions/:id/close',
    {
      preHandler: [pos, staffMay('posPayments')],
      schema: {
        tags,
        security,
        summary: 'Close a bill at 0 (a paid bill answers as it is)',
        params: BillParams,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await closeBill(callOf(request), request.params.id) }),
  );

  app.post(
    '/transactions/:id/refunds',
    {
      // Refunds need the spec's refund code (orderRefunds) and, at the till, the staff's (decision 0433).
      preHandler: [staffOnly({ permission: 'orderRefunds', needsRestaurant: true }), staffMay('posRefunds')],
      schema: {
        tags,
        security,
        summary: 'Money back to one payment of the bill (by amount or dishes), with a reason',
        params: BillParams,
        body: PosRefundRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await refundBill(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/reopen',
    {
      preHandler: [pos, staffMay('posReopen')],
      schema: {
        tags,
        security,
        summary: 'Reopen a paid bill, with a reason',
        params: BillParams,
        body: ReopenBillRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await reopenBill(callOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/transactions/:id/move',
    {
      preHandler: [pos, staffMay('posMoveMerge')],
      schema: {
        tags,
        security,
        summary: 'Move a table’s bill to a free table',
        params: BillParams,
        body: MoveBillRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => {
      const transaction = await moveBill(callOf(request), request.params.id, request.body.tableNo);
      // A switch-table slip may be waiting (decision 0346): send it without waiting for the timer.
      app.printQueue.kick();
      return { transaction };
    },
  );

  app.post(
    '/transactions/:id/merge',
    {
      preHandler: [pos, staffMay('posMoveMerge')],
      schema: {
        tags,
        security,
        summary: 'Merge another table’s bill into this one',
        params: BillParams,
        body: MergeBillRequest,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await mergeBills(callOf(request), request.params.id, request.body.fromTransactionId),
    }),
  );

  app.post(
    '/transactions/:id/printInvoice',
    {
      preHandler: [pos, staffMay(null)],
      schema: {
        tags,
        security,
        summary: 'The receipt was printed',
        params: BillParams,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({ transaction: await printInvoice(callOf(request), request.params.id) }),
  );

  app.delete(
    '/liveTransactions/:id',
    {
      preHandler: [
        staffOnly({ permission: 'delTransactions', needsRestaurant: true }),
        staffMay('posDeleteBills', { onlyWhenSignedIn: true }),
      ],
      schema: {
        tags,
        security,
        summary: 'Delete an open or paid bill with a reason',
        params: BillParams,
        querystring: DeleteLiveTransactionQuery,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await deleteBill(callOf(request), request.params.id, request.query.reason),
    }),
  );
};
