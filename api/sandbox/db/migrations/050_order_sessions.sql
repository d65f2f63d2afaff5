-- The order service (api/sandbox/routes/orderRoutes.ts, api/sandbox/order).
-- Numbers of the saved sessions the sandbox creates: referral number, referral sequence number and saved session id
-- are derived from it, so a fresh database always hands out the same ones.
CREATE SEQUENCE IF NOT EXISTS saved_session_seq START 1;
-- An order is Unscheduled (work order created for a payment in advance, createUnscheduledStatusWorkOrderForPIA) or
-- Submitted (submitAfterSave: time slot booked).
ALTER TABLE orders ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'Submitted';
