/**
 * Checkout (/payment/checkout): paying one or many orders from the balance, all or nothing. The pay call
 * takes an `Idempotency-Key` header (DOMAIN.md section 0): the same key pays once and answers the same
 * result. Amounts are integer cents; the server computes every total.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { DateTime, Id } from './shared';
import { Cents } from './products';

/** At most this many orders are paid in one checkout. */
export const CHECKOUT_MAX_ORDERS = 100;
/** The header the pay call requires (8 to 128 characters: a UUID from the client). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const CheckoutOrder = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  kind: Type.String(),
  status: Type.String(),
  productCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  /** Awaiting payment: only such orders can be paid. */
  payable: Type.Boolean(),
  createdAt: DateTime,
});

export const Wallet = Type.Object({ balanceCents: Type.Integer(), frozenCents: Type.Integer(), availableCents: Type.Integer(), currencyCode: Type.String() });

export const paymentCalls = {
  checkoutInfo: defineCall({
    method: 'GET', path: '/api/customer/payment/checkout/info', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'The orders to pay (totals from the server) and the wallet that would pay them.',
    query: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: CHECKOUT_MAX_ORDERS }) }),
    data: Type.Object({ orders: Type.Array(CheckoutOrder), totalCents: Cents, wallet: Wallet, currencyCode: Type.String() }),
  }),
  checkoutPay: defineCall({
    method: 'POST', path: '/api/customer/payment/checkout', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'Pays the orders from the balance, all or nothing (header Idempotency-Key: the same key pays once, same answer).',
    body: Type.Object({ orderIds: Type.Array(Id, { minItems: 1, maxItems: CHECKOUT_MAX_ORDERS }) }),
    data: Type.Object({
      checkoutId: Type.Integer(),
      orderIds: Type.Array(Type.Integer()),
      amountCents: Cents,
      method: Type.String(),
      paidAt: DateTime,
    }),
  }),
} as const;
