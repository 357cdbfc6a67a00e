-- What a payment that failed or was canceled gave back to the order's gift card: no refund
-- gives it back again, and a late success of that payment takes it again.
ALTER TABLE orders ADD COLUMN gift_card_returned_cents integer NOT NULL DEFAULT 0;
