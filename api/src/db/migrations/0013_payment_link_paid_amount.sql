-- What a payment link was paid: the amount of the page the client paid, which can differ from
-- the link's amount when she changed it after the client opened the page.
ALTER TABLE payment_links ADD COLUMN paid_cents integer;

UPDATE payment_links l
   SET paid_cents = COALESCE(s.amount_paid_cents, s.amount_cents)
  FROM payment_sessions s
 WHERE s.id = l.paid_session_id;
