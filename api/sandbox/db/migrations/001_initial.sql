-- The sandbox's own records (issue #3): everything a caller writes survives a restart. Reference data (vehicles, shops,
-- zips, parts, promos, insurance companies) ships as data files in api/sandbox/data and is not stored here.

-- SPEC §7 analytics initialize: one row per browser session.
CREATE TABLE analytics_sessions (
  session_key text PRIMARY KEY,
  session_id text NOT NULL,
  user_id text NOT NULL,
  device_id text NOT NULL,
  user_agent text,
  referrer text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SPEC §7 analytics calls and experiment exposures, kept so they can be queried afterwards.
-- kind: page-view | custom-event | part-questions | digital-consumer | experiment-exposure
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  session_key text,
  user_id text,
  page_name text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_by_kind ON analytics_events (kind, id);

-- SPEC §7 front-end logger: POST …/logging/{level} with body field entry.
CREATE TABLE log_entries (
  id bigserial PRIMARY KEY,
  level text NOT NULL,
  entry jsonb NOT NULL,
  application_name text,
  experiment_settings text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SPEC §3 experiments: a device keeps the variation it was first given.
CREATE TABLE experiment_assignments (
  device_id text NOT NULL,
  test_id text NOT NULL,
  variation_id text NOT NULL,
  assignment_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, test_id)
);

-- SPEC §7 save-session / load-session; SPEC §9 saved sessions last 45 days.
CREATE TABLE saved_sessions (
  saved_session_id text PRIMARY KEY,
  referral_number text NOT NULL UNIQUE,
  referral_sequence_number text NOT NULL,
  referral_date timestamptz NOT NULL,
  referral_correlation_id text NOT NULL,
  parent_account_number text,
  crm_customer_id text,
  eon text,
  order_data jsonb NOT NULL,
  user_data jsonb,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Orders made by a save-session with submitAfterSave: the enterprise order number (eon) and the work order.
CREATE SEQUENCE order_number_seq START 100001;
CREATE TABLE orders (
  eon text PRIMARY KEY,
  saved_session_id text NOT NULL UNIQUE REFERENCES saved_sessions (saved_session_id),
  work_order_id text NOT NULL,
  work_order_number text NOT NULL,
  customer_portal_login_token text NOT NULL,
  order_data jsonb NOT NULL,
  affiliate_cookies jsonb,
  settled_tender_amount numeric(10, 2),
  submitted_at timestamptz NOT NULL DEFAULT now()
);

-- SPEC §7 add-donation-part, sign and save-progress.
CREATE TABLE donations (
  id bigserial PRIMARY KEY,
  saved_session_id text NOT NULL,
  eon text,
  amount numeric(10, 2) NOT NULL,
  payment_info jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE signatures (
  id bigserial PRIMARY KEY,
  saved_session_id text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE saved_quotes (
  id bigserial PRIMARY KEY,
  referral_number text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Promo codes used by submitted orders (a promo with a usage limit counts these).
CREATE TABLE promo_usages (
  id bigserial PRIMARY KEY,
  promo_code text NOT NULL,
  eon text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promo_code, eon)
);
CREATE INDEX promo_usages_by_code ON promo_usages (promo_code);

-- Time-slot capacity and bookings. slot_key is "{provider number or mobile route code}|{yyyy-mm-dd}|{HH:MM}".
-- A booking takes one place with a conditional UPDATE, so two customers racing for the last place get one booking.
CREATE TABLE slot_capacity (
  slot_key text PRIMARY KEY,
  capacity int NOT NULL CHECK (capacity >= 0),
  booked int NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity)
);
CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  slot_key text NOT NULL REFERENCES slot_capacity (slot_key),
  saved_session_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Hosted payment pages (card, PayPal, AfterPay, Apple Pay): one row per visit, completed on return.
-- status: pending | succeeded | failed | cancelled
CREATE TABLE payments (
  payment_id text PRIMARY KEY,
  method text NOT NULL,
  amount numeric(10, 2),
  status text NOT NULL,
  error_code text,
  return_params jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
