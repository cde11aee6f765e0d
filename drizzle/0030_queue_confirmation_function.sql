-- Writes a confirmation (mail anyone can trigger for any address by filling in a public form) to the outbox: pending
-- while its recipient and the whole site are under their caps for the hour before p_now, else held ('suppressed')
-- with the cap that held it. Held confirmations count toward neither cap (they were not sent).
-- One function instead of three statements from the server: its statements are planned once per database session
-- instead of with every call, which on the embedded database was half of a confirmation's cost.
-- The lock is held to the end of the caller's transaction, so two requests cannot both slip under a cap; one lock for
-- every confirmation keeps both counts exact and cannot deadlock with another. In a VOLATILE function each statement
-- takes a new snapshot, so the counts, which begin once the lock is held, see every confirmation committed before it.
-- Each count stops at its cap (the answer is only "reached or not"), so a flood of held confirmations costs each
-- later request a few index entries, not a scan of the hour.
CREATE FUNCTION queue_confirmation(
  p_recipient text,
  p_subject text,
  p_text_body text,
  p_html_body text,
  p_headers jsonb,
  p_now timestamptz,
  p_recipient_per_hour integer,
  p_site_per_hour integer
) RETURNS TABLE (id uuid, status mail_status)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  hold mail_hold_reason;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('mail-outbox:confirmations'));
  -- The recipient's cap is named first: a flood aimed at one address is that address's story, not the site's.
  IF (SELECT count(*) FROM (
        SELECT 1 FROM mail_outbox m
        WHERE m.recipient = p_recipient AND m.kind = 'confirmation' AND m.status <> 'suppressed'
          AND m.created_at > p_now - interval '1 hour' AND m.created_at <= p_now
        LIMIT p_recipient_per_hour) AS mine) >= p_recipient_per_hour THEN
    hold := 'recipient_cap';
  ELSIF (SELECT count(*) FROM (
        SELECT 1 FROM mail_outbox m
        WHERE m.kind = 'confirmation' AND m.status <> 'suppressed'
          AND m.created_at > p_now - interval '1 hour' AND m.created_at <= p_now
        LIMIT p_site_per_hour) AS all_sent) >= p_site_per_hour THEN
    hold := 'site_ceiling';
  END IF;
  RETURN QUERY
    INSERT INTO mail_outbox AS m (recipient, subject, text_body, html_body, headers, status, kind, held_by, next_attempt_at, created_at)
    VALUES (p_recipient, p_subject, p_text_body, p_html_body, p_headers,
      CASE WHEN hold IS NULL THEN 'pending' ELSE 'suppressed' END::mail_status, 'confirmation', hold, p_now, p_now)
    RETURNING m.id, m.status;
END
$$;
