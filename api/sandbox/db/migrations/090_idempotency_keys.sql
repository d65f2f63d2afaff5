-- Idempotent submission (issue #13): the first successful answer to a request sent with an Idempotency-Key header,
-- kept for 24 hours (expires_at) and answered again to a repeat of the request. The primary key is what makes two
-- parallel first requests with one key do the work once: the second waits on the first's uncommitted row, then finds
-- it (api/sandbox/http/withIdempotencyKey.ts). A row is written in the transaction of the work it guards, so a
-- refused request (rolled back) keeps no key. status_code and response stay null only inside that transaction;
-- response is the JSON text as first sent, so a repeat gets the very same bytes.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  operation text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (operation, idempotency_key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_expires_at ON idempotency_keys (expires_at);
