-- An order whose ledger holds a row (money received, or received and refunded)
-- is never deleted. The ledger keeps its rows by the order's id and has no
-- foreign key, and SQLite gives a new row the largest id plus one: deleting
-- the newest order left its payments to the next order placed, which then
-- showed them as its own, while the money owed back for the deleted one was
-- listed nowhere. The API refuses such a deletion with its reasons
-- (ORDER_PAID); this keeps any other writer from doing it.
CREATE TRIGGER orders_paid_no_delete BEFORE DELETE ON orders
WHEN EXISTS (SELECT 1 FROM payments WHERE order_pk = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'an order with payments in its ledger is kept');
END;
