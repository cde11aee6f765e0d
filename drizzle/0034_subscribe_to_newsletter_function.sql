-- Subscribes an address to the newsletter and, when a welcome is due, queues it as a confirmation, in one statement:
-- a new address gets a row with the unsubscribe token the server made (and wrote into the welcome's link); an address
-- that had unsubscribed is subscribed again with that new token, so the welcome's link is its link; an address already
-- subscribed changes nothing and is not welcomed again. Two calls at once for a new address store one row and one
-- welcome: the second insert waits for the first, finds the address subscribed and leaves it. The welcome goes through
-- queue_confirmation (pending under the recipient's and the site's hourly caps, else held), inside the same statement.
-- One call instead of a transaction of three statements from the server.
CREATE FUNCTION subscribe_to_newsletter(
  p_email text,
  p_token text,
  p_recipient text,
  p_subject text,
  p_text_body text,
  p_html_body text,
  p_headers jsonb,
  p_now timestamptz,
  p_recipient_per_hour integer,
  p_site_per_hour integer
) RETURNS TABLE (welcomed boolean, welcome_status mail_status)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO newsletter_signups AS s (email, unsubscribe_token) VALUES (p_email, p_token) ON CONFLICT (email) DO NOTHING;
  welcomed := FOUND;
  IF NOT welcomed THEN
    UPDATE newsletter_signups AS s SET unsubscribed_at = NULL, unsubscribe_token = p_token
    WHERE s.email = p_email AND s.unsubscribed_at IS NOT NULL;
    welcomed := FOUND;
  END IF;
  IF welcomed THEN
    SELECT q.status INTO welcome_status
    FROM queue_confirmation(p_recipient, p_subject, p_text_body, p_html_body, p_headers, p_now, p_recipient_per_hour, p_site_per_hour) AS q;
  END IF;
  RETURN NEXT;
END
$$;
