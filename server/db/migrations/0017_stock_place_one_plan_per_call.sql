-- stock_place (0014) spreads the stock of variants that have no warehouse rows yet. Written as one
-- static statement with "variant_ids IS NULL OR v.id = ANY (variant_ids)", PL/pgSQL planned it
-- without knowing which of the two a call meant, and placing a whole catalog (warehouses arriving
-- after it, on a first start) grew with the square of its size: 12,000 products took 19 s instead
-- of 3 s, 50,000 took minutes. The statement is now planned for each call with its own condition.
CREATE OR REPLACE FUNCTION stock_place(variant_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  previous text := coalesce(current_setting('aangan.stock_sync', true), '');
BEGIN
  PERFORM set_config('aangan.stock_sync', 'on', true);
  EXECUTE format($sql$
    WITH sites AS (
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k, (count(*) OVER ())::int AS n FROM warehouses
    ), unplaced AS (
      SELECT v.id, v.stock, v.damaged_stock FROM product_variants v
      WHERE %s
        AND (v.stock > 0 OR v.damaged_stock > 0)
        AND NOT EXISTS (SELECT 1 FROM warehouse_stock s WHERE s.variant_id = v.id)
    ), shares AS (
      SELECT u.id AS variant_id, w.id AS warehouse_id,
        u.stock / least(3, w.n) + CASE WHEN slot.j < u.stock %% least(3, w.n) THEN 1 ELSE 0 END AS sellable,
        CASE WHEN slot.j = 0 THEN u.damaged_stock ELSE 0 END AS damaged
      FROM unplaced u
      CROSS JOIN sites w
      CROSS JOIN LATERAL (SELECT ((w.k - u.id) %% w.n + w.n) %% w.n AS j) slot
      WHERE slot.j < least(3, w.n)
    ), placed AS (
      INSERT INTO warehouse_stock (variant_id, warehouse_id, sellable, damaged)
      SELECT variant_id, warehouse_id, sellable, damaged FROM shares WHERE sellable > 0 OR damaged > 0
      RETURNING variant_id, warehouse_id, sellable, damaged
    )
    INSERT INTO stock_movements (variant_id, warehouse_id, reason, sellable_change, damaged_change, note)
    SELECT variant_id, warehouse_id, 'correction', sellable, damaged, 'Opening balance' FROM placed
  $sql$, CASE WHEN variant_ids IS NULL THEN 'true' ELSE 'v.id = ANY ($1)' END) USING variant_ids;
  PERFORM set_config('aangan.stock_sync', previous, true);
END
$$;
