import { randomBytes } from 'node:crypto';
import type { SandboxDatabase } from '../db/SandboxDatabase';
import type { PaymentErrorCode, PaymentMethod } from './paymentMethods';
import type { PaymentRequest } from './readPaymentRequest';

/** Where a payment stands: pending while its page is open, then completed exactly once. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** A row of `payments` as GET /sandbox/payments/{paymentId} shows it: no card number or CVC is ever in it. */
export interface PaymentRecord {
  payment_id: string;
  method: PaymentMethod;
  /** Dollars. */
  amount: number;
  status: PaymentStatus;
  error_code: PaymentErrorCode | null;
  reference: string;
  return_url: string;
  /** Card payments: the brand and the last four digits, the only card data kept. */
  card_type: string | null;
  last_four: string | null;
  /** The payment-return parameters the browser was sent back with (SPEC §2). */
  return_params: Record<string, string> | null;
  created_at: string;
  completed_at: string | null;
}

/** How a payment ended. */
export interface PaymentCompletion {
  status: Exclude<PaymentStatus, 'pending'>;
  errorCode: PaymentErrorCode | null;
  returnParams: Record<string, string>;
  cardType?: string;
  lastFour?: string;
}

/** The payments of the hosted pages in the `payments` table. */
export interface PaymentStore {
  /** Opens a pending payment for a page view under a new random id (paymentIdPattern). */
  create(method: PaymentMethod, request: PaymentRequest): Promise<PaymentRecord>;
  get(paymentId: string): Promise<PaymentRecord | undefined>;
  /** The payment that paid this reference (an order), if one did: a reference is paid once. */
  findPaid(reference: string): Promise<PaymentRecord | undefined>;
  /** Completes a pending payment; undefined when it is not pending (any more), so a payment completes only once. */
  complete(paymentId: string, completion: PaymentCompletion): Promise<PaymentRecord | undefined>;
}

/** The shape of payment ids: `pay_` and 20 hex digits. */
export const paymentIdPattern = /^pay_[0-9a-f]{20}$/;

const columns = `payment_id, method, amount, status, error_code, reference, return_url, card_type, last_four, return_params,
  created_at, completed_at`;

/** Creates the store over the sandbox database; `now` is the sandbox's clock (SandboxContext.now). */
export function createPaymentStore(db: SandboxDatabase, now: () => Date): PaymentStore {
  return {
    async create(method, request) {
      const amount = (request.amountCents / 100).toFixed(2);
      // Random ids (80 bits), so concurrent page views never compete for one; a clash is retried, never a 500.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const rows = await db.query<Record<string, unknown>>(
          `INSERT INTO payments (payment_id, method, amount, status, reference, return_url, created_at)
           VALUES ($1, $2, $3::numeric, 'pending', $4, $5, $6::timestamptz)
           ON CONFLICT (payment_id) DO NOTHING
           RETURNING ${columns}`,
          [`pay_${randomBytes(10).toString('hex')}`, method, amount, request.reference, request.returnUrl, now().toISOString()],
        );
        if (rows[0]) return toPaymentRecord(rows[0]);
      }
      throw new Error('Could not find a free payment id.');
    },

    async get(paymentId) {
      const rows = await db.query<Record<string, unknown>>(`SELECT ${columns} FROM payments WHERE payment_id = $1`, [paymentId]);
      return rows[0] ? toPaymentRecord(rows[0]) : undefined;
    },

    async findPaid(reference) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${columns} FROM payments WHERE reference = $1 AND status = 'succeeded' ORDER BY completed_at LIMIT 1`,
        [reference],
      );
      return rows[0] ? toPaymentRecord(rows[0]) : undefined;
    },

    async complete(paymentId, completion) {
      const rows = await db.query<Record<string, unknown>>(
        `UPDATE payments
         SET status = $2, error_code = $3, return_params = $4::jsonb, card_type = $5, last_four = $6, completed_at = $7::timestamptz
         WHERE payment_id = $1 AND status = 'pending'
         RETURNING ${columns}`,
        [
          paymentId,
          completion.status,
          completion.errorCode,
          JSON.stringify(completion.returnParams),
          completion.cardType ?? null,
          completion.lastFour ?? null,
          now().toISOString(),
        ],
      );
      return rows[0] ? toPaymentRecord(rows[0]) : undefined;
    },
  };
}

/** The same JSON whichever driver (PGlite or pg) read the row: numbers for amounts, ISO text for times. */
function toPaymentRecord(row: Record<string, unknown>): PaymentRecord {
  const toIso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());
  return {
    ...(row as unknown as PaymentRecord),
    amount: Number(row.amount),
    created_at: toIso(row.created_at)!,
    completed_at: toIso(row.completed_at),
  };
}
