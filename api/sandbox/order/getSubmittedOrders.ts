import type { SqlRunner } from '../db/SandboxDatabase';

/** A submitted order as GET /sandbox/orders answers it: the order service's record of it and the order as submitted. */
export interface SubmittedOrder {
  eon: string;
  savedSessionId: string;
  workOrderNumber: string;
  submittedAt: string;
  settledTenderAmount: number | null;
  /** The promo codes the order used (the usage a limited promo counts). */
  promoCodes: string[];
  /** Whole-dollar donations added after submission. */
  donations: number[];
  order: Record<string, unknown>;
}

interface OrderRow {
  eon: string;
  saved_session_id: string;
  work_order_number: string;
  submitted_at: Date | string;
  settled_tender_amount: string | number | null;
  order_data: Record<string, unknown>;
  promo_codes: string[] | null;
  donations: Array<string | number> | null;
}

/** Which submitted orders to list; every filter given must hold. */
export interface SubmittedOrderFilter {
  email?: string;
  savedSessionId?: string;
  eon?: string;
  limit: number;
}

/** The submitted orders, newest first: by the customer's email (any case), saved session or order number (eon). */
export async function getSubmittedOrders(db: SqlRunner, filter: SubmittedOrderFilter): Promise<SubmittedOrder[]> {
  const rows = await db.query<OrderRow>(
    `SELECT o.eon, o.saved_session_id, o.work_order_number, o.submitted_at, o.settled_tender_amount, o.order_data,
            (SELECT array_agg(p.promo_code ORDER BY p.promo_code) FROM promo_usages p WHERE p.eon = o.eon) AS promo_codes,
            (SELECT array_agg(d.amount ORDER BY d.id) FROM donations d WHERE d.eon = o.eon) AS donations
     FROM orders o
     WHERE ($1::text IS NULL OR lower(o.order_data #>> '{customer,emailAddress}') = lower($1))
       AND ($2::text IS NULL OR o.saved_session_id = $2)
       AND ($3::text IS NULL OR o.eon = $3)
     ORDER BY o.submitted_at DESC, o.eon DESC
     LIMIT $4`,
    [filter.email ?? null, filter.savedSessionId ?? null, filter.eon ?? null, filter.limit],
  );
  return rows.map((row) => ({
    eon: row.eon,
    savedSessionId: row.saved_session_id,
    workOrderNumber: row.work_order_number,
    submittedAt: new Date(row.submitted_at).toISOString(),
    settledTenderAmount: row.settled_tender_amount === null ? null : Number(row.settled_tender_amount),
    promoCodes: row.promo_codes ?? [],
    donations: (row.donations ?? []).map(Number),
    order: row.order_data,
  }));
}
