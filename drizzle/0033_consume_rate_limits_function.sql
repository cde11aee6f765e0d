-- Counts one event against each of several rate-limit counters, in the order given, and answers for each whether it
-- was allowed: a counter whose window started at or before the item's window_start has run out and starts again at 1
-- at the item's time; a full counter is left as it is (a refusal writes nothing) and answers when its window started, so the caller
-- can say when to try again. Each item is counted by its own statement, so an item repeating an earlier item's key
-- sees that item's count. One function for many counters: public writes arriving together are counted in one call
-- instead of one statement each, and its statements are planned once per database session.
CREATE FUNCTION consume_rate_limits(p_items jsonb)
RETURNS TABLE (item_index integer, allowed boolean, counted integer, window_began timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT (e.ordinality - 1)::integer AS item_position, e.value ->> 'key' AS key, (e.value ->> 'limit')::integer AS lim,
      (e.value ->> 'windowStart')::timestamptz AS window_start, (e.value ->> 'at')::timestamptz AS at
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, ordinality)
  LOOP
    item_index := item.item_position;
    INSERT INTO rate_limits AS r (key, count, window_started_at)
    VALUES (item.key, 1, item.at)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_started_at <= item.window_start THEN 1 ELSE r.count + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= item.window_start THEN item.at ELSE r.window_started_at END
    WHERE r.count < item.lim OR r.window_started_at <= item.window_start
    RETURNING r.count, r.window_started_at INTO counted, window_began;
    allowed := FOUND;
    IF NOT allowed THEN
      SELECT r.count, r.window_started_at INTO counted, window_began FROM rate_limits r WHERE r.key = item.key;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
