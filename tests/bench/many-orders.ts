// Many orders at once for the back office's benchmark: set-based inserts, no services, so 100,000
// orders take seconds rather than the hours of placing them one by one.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client";

/**
 * Writes `count` orders in batches of set-based inserts: each order has one line of a real variant,
 * one payment (no tracking events: the queue does not read them); numbers, e-mails and phones are distinct enough to search.
 */
export async function writeOrders(database: DatabaseHandle, count: number, report: (done: number) => void) {
  const batch = 20_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with pool as (select array_agg(id order by id) as ids from product_variants),
        states as (select array['MH','KA','DL','TN','TG','WB','GJ','RJ','UP','KL','PB','HR'] as codes),
        numbered as (
          select g, pool.ids[1 + g % array_length(pool.ids, 1)] as variant_id
          from generate_series(${start}::int, ${end}::int) as g, pool
        ), chosen as (
          select numbered.g, v.id as variant_id, v.product_id, v.name, v.type, v.price, p.name as product_name
          from numbered join product_variants v on v.id = numbered.variant_id join products p on p.id = v.product_id
        ), placed as (
          insert into orders (number, email, status, first_name, last_name, phone, address, city, state, pincode,
                              subtotal, discount, shipping_fee, total, payment_method, created_at, delivered_at, cancelled_at)
          select 'ORD' || (1700000000000 + g)::text,
                 'shopper' || (g % 45000) || '@example.in',
                 (array['ordered','confirmed','packed','shipped','delivered','delivered','delivered','delivered','cancelled'])[1 + g % 9],
                 (array['Asha','Ravi','Meera','Arjun','Priya','Vikram','Sneha','Kabir'])[1 + g % 8],
                 (array['Rao','Menon','Iyer','Sharma','Das','Patel','Singh','Khan'])[1 + (g / 8) % 8],
                 (6000000000 + (g::bigint * 7919) % 3999999999)::text,
                 g || ' MG Road', 'Mumbai', (select codes[1 + g % 12] from states), '400001',
                 price, 0, 0, price,
                 (array['card','upi','cod'])[1 + g % 3],
                 now() - make_interval(mins => (g * 5) % 525600),
                 case when g % 9 between 4 and 7 then now() - make_interval(mins => (g * 5) % 525600) + interval '3 days' end,
                 case when g % 9 = 8 then now() - make_interval(mins => (g * 5) % 525600) + interval '1 hour' end
          from chosen
          returning id, number, total, payment_method
        ), lines as (
          insert into order_lines (order_id, product_id, variant_id, name, variant_type, variant_name, price, quantity)
          select placed.id, chosen.product_id, chosen.variant_id, chosen.product_name, chosen.type, chosen.name, chosen.price, 1
          from placed join chosen on chosen.g = substring(placed.number from 4)::bigint - 1700000000000
          returning order_id
        )
        insert into payments (order_id, method, status, amount, provider)
        select id, payment_method, case when payment_method = 'cod' then 'pending' else 'captured' end, total, 'test' from placed
      `);
    });
    report(end);
  }
  await database.db.execute(sql`analyze`);
}

