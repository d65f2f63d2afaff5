import type { ContractSchema } from '../../contract/OperationTypes';
import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';

type Order = ContractSchema<'Order'>;
type UserState = ContractSchema<'OrderUserState'>;

/** SPEC §9: a saved session lasts 45 days (a day being 86,400,000 ms). */
export const savedSessionLifetimeMs = 45 * 86_400_000;

/** A saved session (table saved_sessions), times as ISO strings. */
export interface SavedSessionRecord {
  savedSessionId: string;
  referralNumber: string;
  referralSequenceNumber: string;
  referralDate: string;
  referralCorrelationId: string;
  parentAccountNumber: string | null;
  crmCustomerId: string | null;
  eon: string | null;
  order: Order;
  user: UserState | null;
  expiresAt: string;
}

/** Unscheduled: work order created for a payment in advance; Submitted: time slot booked, order placed. */
export type OrderStatus = 'Unscheduled' | 'Submitted';

/** An order made from a saved session (table orders). */
export interface OrderRecord {
  eon: string;
  savedSessionId: string;
  workOrderId: string;
  workOrderNumber: string;
  customerPortalLoginToken: string;
  order: Order;
  affiliateCookies: Record<string, string> | null;
  settledTenderAmount: number | null;
  status: OrderStatus;
}

interface SavedSessionRow {
  saved_session_id: string;
  referral_number: string;
  referral_sequence_number: string;
  referral_date: Date | string;
  referral_correlation_id: string;
  parent_account_number: string | null;
  crm_customer_id: string | null;
  eon: string | null;
  order_data: Order;
  user_data: UserState | null;
  expires_at: Date | string;
}

interface OrderRow {
  eon: string;
  saved_session_id: string;
  work_order_id: string;
  work_order_number: string;
  customer_portal_login_token: string;
  order_data: Order;
  affiliate_cookies: Record<string, string> | null;
  settled_tender_amount: number | null;
  status: OrderStatus;
}

const sessionColumns = `saved_session_id, referral_number, referral_sequence_number, referral_date, referral_correlation_id,
  parent_account_number, crm_customer_id, eon, order_data, user_data, expires_at`;
const orderColumns = `eon, saved_session_id, work_order_id, work_order_number, customer_portal_login_token, order_data,
  affiliate_cookies, settled_tender_amount::float8 AS settled_tender_amount, status`;

/** A timestamptz as both drivers return it (Date or text) → ISO string. */
const toIso = (value: Date | string): string => new Date(value).toISOString();

const toSavedSession = (row: SavedSessionRow): SavedSessionRecord => ({
  savedSessionId: row.saved_session_id,
  referralNumber: row.referral_number,
  referralSequenceNumber: row.referral_sequence_number,
  referralDate: toIso(row.referral_date),
  referralCorrelationId: row.referral_correlation_id,
  parentAccountNumber: row.parent_account_number,
  crmCustomerId: row.crm_customer_id,
  eon: row.eon,
  order: row.order_data,
  user: row.user_data,
  expiresAt: toIso(row.expires_at),
});

const toOrder = (row: OrderRow): OrderRecord => ({
  eon: row.eon,
  savedSessionId: row.saved_session_id,
  workOrderId: row.work_order_id,
  workOrderNumber: row.work_order_number,
  customerPortalLoginToken: row.customer_portal_login_token,
  order: row.order_data,
  affiliateCookies: row.affiliate_cookies,
  settledTenderAmount: row.settled_tender_amount === null ? null : Number(row.settled_tender_amount),
  status: row.status,
});

/** The next value of a sequence; 409 naming `field` once the sequence has handed out its last value. */
async function nextNumber(runner: SqlRunner, sequence: string, field: string, what: string): Promise<number> {
  const rows = await withSequenceLimit(sequence, field, what, () => runner.query<{ n: string }>(`SELECT nextval('${sequence}')::text AS n`));
  return Number(rows[0]!.n);
}

/** Runs `query` drawing from `sequence`; 409 naming `field` once the sequence has handed out its last value. */
async function withSequenceLimit<T>(sequence: string, field: string, what: string, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    // SQLSTATE 2200H: sequence_generator_limit_exceeded.
    if ((error as { code?: unknown }).code !== '2200H') throw error;
    throw new RequestError(409, field, `The sandbox has no ${what} left to issue (${sequence} is exhausted); reset its database.`);
  }
}

/**
 * The order service's reads and writes (saved_sessions, orders, promo_usages, donations, signatures, saved_quotes),
 * each on the runner given: the database or a transaction. Times are written from the sandbox's clock.
 */
export function createOrderStore() {
  return {
    async getSavedSession(runner: SqlRunner, savedSessionId: string, lock = false): Promise<SavedSessionRecord | null> {
      const rows = await runner.query<SavedSessionRow>(
        `SELECT ${sessionColumns} FROM saved_sessions WHERE saved_session_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [savedSessionId],
      );
      return rows[0] ? toSavedSession(rows[0]) : null;
    },

    async getSavedSessionByReferral(runner: SqlRunner, referralNumber: string): Promise<SavedSessionRecord | null> {
      const rows = await runner.query<SavedSessionRow>(`SELECT ${sessionColumns} FROM saved_sessions WHERE referral_number = $1`, [
        referralNumber,
      ]);
      return rows[0] ? toSavedSession(rows[0]) : null;
    },

    /**
     * Draws the next number of saved_session_seq (new sessions derive their ids from it) and says whether the referral
     * number the session would get is taken: `given` (the order's own), else the one issued from the number
     * (`issuedBase` + number). One query, as a new save makes it on every first save (issue #12).
     */
    async drawSavedSessionNumber(runner: SqlRunner, given: string | null, issuedBase: number): Promise<{ number: number; isReferralTaken: boolean }> {
      const rows = await withSequenceLimit('saved_session_seq', 'savedSessionId', 'saved session', () =>
        runner.query<{ n: string; taken: boolean }>(
          `SELECT s.n::text AS n,
             EXISTS (SELECT 1 FROM saved_sessions WHERE referral_number = COALESCE($1::text, ($2::bigint + s.n)::text)) AS taken
           FROM nextval('saved_session_seq') AS s(n)`,
          [given, issuedBase],
        ),
      );
      return { number: Number(rows[0]!.n), isReferralTaken: rows[0]!.taken };
    },

    /** The next number of order_number_seq: the eon and work order derive from it. */
    nextOrderNumber: (runner: SqlRunner): Promise<number> => nextNumber(runner, 'order_number_seq', 'submitAfterSave', 'order number'),

    /** Inserts a saved session; false when one with the same id or referral number exists (nothing written). */
    async insertSavedSession(runner: SqlRunner, session: SavedSessionRecord, now: Date): Promise<boolean> {
      const rows = await runner.query(
        `INSERT INTO saved_sessions (${sessionColumns}, created_at, updated_at)
         VALUES ($1, $2, $3, $4::timestamptz, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::timestamptz, $12::timestamptz, $12::timestamptz)
         ON CONFLICT DO NOTHING RETURNING saved_session_id`,
        [
          session.savedSessionId,
          session.referralNumber,
          session.referralSequenceNumber,
          session.referralDate,
          session.referralCorrelationId,
          session.parentAccountNumber,
          session.crmCustomerId,
          session.eon,
          JSON.stringify(session.order),
          session.user === null ? null : JSON.stringify(session.user),
          session.expiresAt,
          now.toISOString(),
        ],
      );
      return rows.length > 0;
    },

    async updateSavedSession(
      runner: SqlRunner,
      savedSessionId: string,
      changes: { order: Order; user: UserState | null; crmCustomerId: string | null; expiresAt: string; parentAccountNumber: string | null },
      now: Date,
    ): Promise<void> {
      await runner.query(
        `UPDATE saved_sessions SET order_data = $2::jsonb, user_data = $3::jsonb, crm_customer_id = $4, expires_at = $5::timestamptz,
           parent_account_number = $6, updated_at = $7::timestamptz
         WHERE saved_session_id = $1`,
        [
          savedSessionId,
          JSON.stringify(changes.order),
          changes.user === null ? null : JSON.stringify(changes.user),
          changes.crmCustomerId,
          changes.expiresAt,
          changes.parentAccountNumber,
          now.toISOString(),
        ],
      );
    },

    /** Replaces only the saved order (sign, add-donation-part). */
    async updateSavedOrder(runner: SqlRunner, savedSessionId: string, order: Order, now: Date): Promise<void> {
      await runner.query('UPDATE saved_sessions SET order_data = $2::jsonb, updated_at = $3::timestamptz WHERE saved_session_id = $1', [
        savedSessionId,
        JSON.stringify(order),
        now.toISOString(),
      ]);
    },

    async getOrder(runner: SqlRunner, savedSessionId: string, lock = false): Promise<OrderRecord | null> {
      const rows = await runner.query<OrderRow>(
        `SELECT ${orderColumns} FROM orders WHERE saved_session_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [savedSessionId],
      );
      return rows[0] ? toOrder(rows[0]) : null;
    },

    /** Inserts an order (ON CONFLICT DO NOTHING: seeding runs at every start) and links the saved session to its eon. */
    async insertOrder(runner: SqlRunner, order: OrderRecord, now: Date): Promise<void> {
      await runner.query(
        `INSERT INTO orders (eon, saved_session_id, work_order_id, work_order_number, customer_portal_login_token, order_data,
           affiliate_cookies, settled_tender_amount, status, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10::timestamptz) ON CONFLICT DO NOTHING`,
        [
          order.eon,
          order.savedSessionId,
          order.workOrderId,
          order.workOrderNumber,
          order.customerPortalLoginToken,
          JSON.stringify(order.order),
          order.affiliateCookies === null ? null : JSON.stringify(order.affiliateCookies),
          order.settledTenderAmount,
          order.status,
          now.toISOString(),
        ],
      );
      await runner.query('UPDATE saved_sessions SET eon = $2 WHERE saved_session_id = $1', [order.savedSessionId, order.eon]);
    },

    async updateOrder(
      runner: SqlRunner,
      eon: string,
      changes: { order: Order; affiliateCookies: Record<string, string> | null; settledTenderAmount: number | null; status: OrderStatus },
      now: Date,
    ): Promise<void> {
      await runner.query(
        `UPDATE orders SET order_data = $2::jsonb, affiliate_cookies = $3::jsonb, settled_tender_amount = $4, status = $5,
           submitted_at = $6::timestamptz
         WHERE eon = $1`,
        [
          eon,
          JSON.stringify(changes.order),
          changes.affiliateCookies === null ? null : JSON.stringify(changes.affiliateCookies),
          changes.settledTenderAmount,
          changes.status,
          now.toISOString(),
        ],
      );
    },

    /** Replaces only the order data of an order (add-donation-part). */
    async updateOrderData(runner: SqlRunner, eon: string, order: Order): Promise<void> {
      await runner.query('UPDATE orders SET order_data = $2::jsonb WHERE eon = $1', [eon, JSON.stringify(order)]);
    },

    /** One promo_usages row per distinct code (SPEC §5 visible code), once per order. */
    async recordPromoUsages(runner: SqlRunner, eon: string, promoCodes: readonly string[], now: Date): Promise<void> {
      for (const code of new Set(promoCodes)) {
        await runner.query(
          'INSERT INTO promo_usages (promo_code, eon, used_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT (promo_code, eon) DO NOTHING',
          [code, eon, now.toISOString()],
        );
      }
    },

    /** Stores a donation; answers its number. */
    async insertDonation(
      runner: SqlRunner,
      donation: { savedSessionId: string; eon: string; amount: number; paymentInfo: unknown },
      now: Date,
    ): Promise<number> {
      const rows = await runner.query<{ id: string | number }>(
        `INSERT INTO donations (saved_session_id, eon, amount, payment_info, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz) RETURNING id::text AS id`,
        [donation.savedSessionId, donation.eon, donation.amount, donation.paymentInfo === undefined ? null : JSON.stringify(donation.paymentInfo), now.toISOString()],
      );
      return Number(rows[0]!.id);
    },

    /** Stores a signature; answers its number. */
    async insertSignature(runner: SqlRunner, savedSessionId: string, payload: unknown, now: Date): Promise<number> {
      const rows = await runner.query<{ id: string | number }>(
        'INSERT INTO signatures (saved_session_id, payload, created_at) VALUES ($1, $2::jsonb, $3::timestamptz) RETURNING id::text AS id',
        [savedSessionId, JSON.stringify(payload), now.toISOString()],
      );
      return Number(rows[0]!.id);
    },

    /** Stores a quote (SPEC §7 save quote); answers its number. */
    async insertQuote(runner: SqlRunner, referralNumber: string | null, payload: unknown, now: Date): Promise<number> {
      const rows = await runner.query<{ id: string | number }>(
        'INSERT INTO saved_quotes (referral_number, payload, created_at) VALUES ($1, $2::jsonb, $3::timestamptz) RETURNING id::text AS id',
        [referralNumber, JSON.stringify(payload), now.toISOString()],
      );
      return Number(rows[0]!.id);
    },
  };
}

/** The order service's store (createOrderStore). */
export type OrderStore = ReturnType<typeof createOrderStore>;
