-- Stores orders priced by the server, in order, in one statement, and answers for each what happened. Each order is
-- written whole or not at all (its own subtransaction): the order row, then its slot's place, its discount code's use
-- and its counted stock (each taken with one conditional write, so the last of anything goes to one buyer only),
-- its lines, its first status, the member's saved cart emptied, and its mails queued as owed mail.
--
-- p_items is an array of {"order", "lines", "stock", "slotCapacity", "mails", "now"}:
--   order: the row's columns (camelCase), id and order number made by the server;
--   lines: [{"productId", "variantId", "productName", "size", "unitPriceCents", "quantity", "lineTotalCents"}];
--   stock: the counted lines to take, [{"productId", "variantId", "quantity"}], in the order they are taken (a fixed
--          order, so two orders holding the same items never wait on each other crosswise);
--   slotCapacity: the slot's capacity when the order holds a place in its slot (order.slotStartsAt), else null;
--   mails: the mails to queue, each {"recipient", "subject", "text", "html", "headers"};
--   now: the moment the code's dates and the mails' times are read against.
--
-- outcome is one of:
--   stored        the order and everything with it were written;
--   key-used      an order with this idempotency key exists (a retry, a double click, or the same key earlier in the
--                 same call): nothing was written, order_id is that order's;
--   number-taken  the random order number belongs to another order: nothing was written (the server draws another);
--   slot-full     the slot's last place went to another order: nothing was written;
--   code-used-up  the discount code cannot be used any more (its last use went, or it was switched off or ended):
--                 nothing was written;
--   stock-short   fewer are left than asked of the counted line at stock_index (stock_left left): nothing was written.
CREATE FUNCTION store_orders(p_items jsonb) RETURNS TABLE (
  item_index integer,
  outcome text,
  order_id uuid,
  order_created_at timestamptz,
  status_changed_at timestamptz,
  took_stock boolean,
  stock_index integer,
  stock_left integer
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  item record;
  o jsonb;
  now_at timestamptz;
  line record;
  new_order_id uuid;
  left_count integer;
  exists_now boolean := false;
  taken boolean;
  slot_taken integer;
BEGIN
  FOR item IN
    SELECT (e.ordinality - 1)::integer AS item_position, e.value AS v
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, ordinality)
  LOOP
    item_index := item.item_position;
    o := item.v -> 'order';
    now_at := (item.v ->> 'now')::timestamptz;
    outcome := 'stored';
    order_id := NULL;
    new_order_id := NULL;
    order_created_at := NULL;
    status_changed_at := NULL;
    took_stock := false;
    stock_index := NULL;
    stock_left := NULL;
    BEGIN
      INSERT INTO orders AS t (id, order_number, idempotency_key, user_id, customer_name, email, phone, fulfilment,
        delivery_address, notes, status, payment_method, subtotal_cents, discount_percent, discount_cents,
        discount_code_id, discount_code, code_discount_cents, tax_rate_basis_points, tax_cents, tip_cents, is_gift,
        gift_note, total_cents, stand_id, slot_starts_at, slot_ends_at, pickup_event_id, slot_held, delivery_zip,
        delivery_fee_cents)
      VALUES ((o ->> 'id')::uuid, o ->> 'orderNumber', o ->> 'idempotencyKey', (o ->> 'userId')::uuid,
        o ->> 'customerName', o ->> 'email', o ->> 'phone', (o ->> 'fulfilment')::fulfilment_method, o ->> 'deliveryAddress',
        o ->> 'notes', (o ->> 'status')::order_status, o ->> 'paymentMethod', (o ->> 'subtotalCents')::integer,
        (o ->> 'discountPercent')::integer, (o ->> 'discountCents')::integer, (o ->> 'discountCodeId')::uuid,
        o ->> 'discountCode', (o ->> 'codeDiscountCents')::integer, (o ->> 'taxRateBasisPoints')::integer,
        (o ->> 'taxCents')::integer, (o ->> 'tipCents')::integer, (o ->> 'isGift')::boolean, o ->> 'giftNote',
        (o ->> 'totalCents')::integer, (o ->> 'standId')::uuid, (o ->> 'slotStartsAt')::timestamptz,
        (o ->> 'slotEndsAt')::timestamptz, (o ->> 'pickupEventId')::uuid, (o ->> 'slotHeld')::boolean,
        o ->> 'deliveryZip', (o ->> 'deliveryFeeCents')::integer)
      ON CONFLICT DO NOTHING
      RETURNING t.id, t.created_at INTO new_order_id, order_created_at;
      IF new_order_id IS NULL THEN
        SELECT t.id INTO order_id FROM orders AS t WHERE t.idempotency_key = o ->> 'idempotencyKey';
        outcome := CASE WHEN order_id IS NULL THEN 'number-taken' ELSE 'key-used' END;
        RETURN NEXT;
        CONTINUE;
      END IF;

      IF (o ->> 'slotHeld')::boolean THEN
        INSERT INTO order_slots AS s (starts_at, taken) VALUES ((o ->> 'slotStartsAt')::timestamptz, 1)
        ON CONFLICT (starts_at) DO UPDATE SET taken = s.taken + 1
        WHERE s.taken < (item.v ->> 'slotCapacity')::integer
        RETURNING s.taken INTO slot_taken;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'DR001', MESSAGE = 'slot-full';
        END IF;
      END IF;

      IF o ->> 'discountCodeId' IS NOT NULL THEN
        UPDATE discount_codes AS d SET used_count = d.used_count + 1
        WHERE d.id = (o ->> 'discountCodeId')::uuid AND d.is_active
          AND (d.usage_limit IS NULL OR d.used_count < d.usage_limit)
          AND (d.starts_at IS NULL OR d.starts_at <= now_at)
          AND (d.ends_at IS NULL OR d.ends_at > now_at);
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'DR001', MESSAGE = 'code-used-up';
        END IF;
      END IF;

      FOR line IN
        SELECT (e.ordinality - 1)::integer AS position, e.value AS v
        FROM jsonb_array_elements(item.v -> 'stock') WITH ORDINALITY AS e(value, ordinality)
      LOOP
        IF line.v ->> 'variantId' IS NOT NULL THEN
          UPDATE product_variants AS p SET stock_count = p.stock_count - (line.v ->> 'quantity')::integer
          WHERE p.id = (line.v ->> 'variantId')::uuid AND p.stock_count >= (line.v ->> 'quantity')::integer;
          taken := FOUND;
          IF NOT taken THEN
            SELECT p.stock_count, true INTO left_count, exists_now FROM product_variants AS p
            WHERE p.id = (line.v ->> 'variantId')::uuid;
          END IF;
        ELSE
          UPDATE products AS p SET stock_count = p.stock_count - (line.v ->> 'quantity')::integer
          WHERE p.id = (line.v ->> 'productId')::uuid AND p.stock_count >= (line.v ->> 'quantity')::integer;
          taken := FOUND;
          IF NOT taken THEN
            SELECT p.stock_count, true INTO left_count, exists_now FROM products AS p
            WHERE p.id = (line.v ->> 'productId')::uuid;
          END IF;
        END IF;
        IF taken THEN
          took_stock := true;
        -- Made unlimited since the order was priced: there is no count to take.
        ELSIF NOT (exists_now AND left_count IS NULL) THEN
          stock_index := line.position;
          stock_left := COALESCE(left_count, 0);
          RAISE EXCEPTION USING ERRCODE = 'DR001', MESSAGE = 'stock-short';
        END IF;
        left_count := NULL;
        exists_now := false;
      END LOOP;

      INSERT INTO order_lines (order_id, product_id, variant_id, product_name, size, unit_price_cents, quantity,
        line_total_cents)
      SELECT new_order_id, (l ->> 'productId')::uuid, (l ->> 'variantId')::uuid, l ->> 'productName', l ->> 'size',
        (l ->> 'unitPriceCents')::integer, (l ->> 'quantity')::integer, (l ->> 'lineTotalCents')::integer
      FROM jsonb_array_elements(item.v -> 'lines') AS l;

      INSERT INTO order_status_history AS h (order_id, status, changed_by)
      VALUES (new_order_id, (o ->> 'status')::order_status, (o ->> 'userId')::uuid)
      RETURNING h.changed_at INTO status_changed_at;

      -- The member's saved cart became this order.
      IF o ->> 'userId' IS NOT NULL THEN
        DELETE FROM cart_items AS c WHERE c.user_id = (o ->> 'userId')::uuid;
      END IF;

      -- Mail the business owes the buyer and itself: never capped.
      INSERT INTO mail_outbox (recipient, subject, text_body, html_body, headers, status, kind, next_attempt_at, created_at)
      SELECT m ->> 'recipient', m ->> 'subject', m ->> 'text', m ->> 'html', m -> 'headers', 'pending', 'owed', now_at, now_at
      FROM jsonb_array_elements(item.v -> 'mails') AS m;
      order_id := new_order_id;
    EXCEPTION WHEN SQLSTATE 'DR001' THEN
      -- A refusal raised above (its own error code, so no other error is mistaken for one): everything this order
      -- wrote is undone, and the answer says why.
      outcome := SQLERRM;
      order_id := NULL;
      order_created_at := NULL;
      status_changed_at := NULL;
      took_stock := false;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
