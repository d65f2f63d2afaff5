-- The hosted payment pages (api/sandbox/payment): what a payment needs between its page view and its completion, and
-- the only card data the sandbox keeps (brand and last four digits; never the card number or CVC).
ALTER TABLE payments ADD COLUMN IF NOT EXISTS reference text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS return_url text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS card_type text;
ALTER TABLE payments ADD COLUMN IF NOT EXISTS last_four text;
