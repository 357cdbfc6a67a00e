-- Each order has a short number, from #1001, that the buyer, her e-mails and the studio all use
-- and that can be read out over the phone. Orders placed before this are numbered in the order
-- they were placed.
CREATE SEQUENCE order_numbers START 1001;
ALTER TABLE orders ADD COLUMN number integer;
UPDATE orders SET number = numbered.number
  FROM (SELECT id, 1000 + row_number() OVER (ORDER BY created_at, id) AS number FROM orders) numbered
  WHERE orders.id = numbered.id;
SELECT setval('order_numbers', (SELECT max(number) FROM orders)) WHERE EXISTS (SELECT 1 FROM orders);
ALTER SEQUENCE order_numbers OWNED BY orders.number;
ALTER TABLE orders ALTER COLUMN number SET DEFAULT nextval('order_numbers');
ALTER TABLE orders ALTER COLUMN number SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (number);
