-- Queues a visitor's request mails: the business's own notice (owed, never capped; absent while Settings has no
-- contact address) and then the confirmation to the address the visitor gave, through queue_confirmation (pending
-- under the recipient's and the site's hourly caps, else held). p_mails is {"notice": mail or null, "confirmation":
-- mail}, each mail {"recipient", "subject", "text", "html", "headers"}. The notice goes first: the confirmation takes
-- the lock every confirmation waits on, held to the end of the transaction.
CREATE FUNCTION queue_request_mails(
  p_mails jsonb,
  p_now timestamptz,
  p_recipient_per_hour integer,
  p_site_per_hour integer
) RETURNS TABLE (notice_queued boolean, confirmation_status mail_status)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  notice jsonb := p_mails -> 'notice';
  confirmation jsonb := p_mails -> 'confirmation';
BEGIN
  notice_queued := jsonb_typeof(notice) = 'object';
  IF notice_queued THEN
    INSERT INTO mail_outbox (recipient, subject, text_body, html_body, headers, status, kind, next_attempt_at, created_at)
    VALUES (notice ->> 'recipient', notice ->> 'subject', notice ->> 'text', notice ->> 'html', notice -> 'headers',
      'pending', 'owed', p_now, p_now);
  END IF;
  SELECT q.status INTO confirmation_status
  FROM queue_confirmation(confirmation ->> 'recipient', confirmation ->> 'subject', confirmation ->> 'text',
    confirmation ->> 'html', confirmation -> 'headers', p_now, p_recipient_per_hour, p_site_per_hour) AS q;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- Stores contact messages and queues each new one's mails, in order, in one statement, and answers for each: the
-- stored row, whether it is new, and what happened to its mails. The server makes each message's id (its notice links
-- to it) and renders its mails before the call. A message whose idempotency key was seen before (a retry, a double
-- click, or the same key twice in one call) stores nothing, queues nothing and answers the row stored first. Each
-- message is stored by its own statements, so the caps count the confirmations queued before it in the same call.
-- One call for the messages of many visitors arriving together, instead of a transaction of four statements each.
-- p_items is an array of {"id", "name", "email", "subject", "message", "idempotencyKey", "mails", "now",
-- "recipientPerHour", "sitePerHour"}: the message, its mails as queue_request_mails takes them, and its caps.
CREATE FUNCTION store_contact_messages(p_items jsonb) RETURNS TABLE (
  item_index integer,
  message_id uuid,
  message_created_at timestamptz,
  created boolean,
  notice_queued boolean,
  confirmation_status mail_status
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT (e.ordinality - 1)::integer AS item_position, e.value AS v
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, ordinality)
  LOOP
    item_index := item.item_position;
    notice_queued := false;
    confirmation_status := NULL;
    INSERT INTO contact_messages AS c (id, name, email, subject, message, idempotency_key)
    VALUES ((item.v ->> 'id')::uuid, item.v ->> 'name', item.v ->> 'email', (item.v ->> 'subject')::contact_subject,
      item.v ->> 'message', item.v ->> 'idempotencyKey')
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING c.id, c.created_at INTO message_id, message_created_at;
    created := FOUND;
    IF created THEN
      SELECT m.notice_queued, m.confirmation_status INTO notice_queued, confirmation_status
      FROM queue_request_mails(item.v -> 'mails', (item.v ->> 'now')::timestamptz, (item.v ->> 'recipientPerHour')::integer,
        (item.v ->> 'sitePerHour')::integer) AS m;
    ELSE
      SELECT c.id, c.created_at INTO message_id, message_created_at
      FROM contact_messages AS c WHERE c.idempotency_key = item.v ->> 'idempotencyKey';
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Newsletter sign-ups in one statement, in order, each exactly as subscribe_to_newsletter does it, answering for each
-- whether it was welcomed and what happened to the welcome. p_items is an array of {"email", "token", "mail", "now",
-- "recipientPerHour", "sitePerHour"}, "mail" being the welcome as queue_request_mails takes a mail. One call for the
-- sign-ups of many visitors arriving together, instead of one each.
CREATE FUNCTION subscribe_many_to_newsletter(p_items jsonb)
RETURNS TABLE (item_index integer, welcomed boolean, welcome_status mail_status)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT (e.ordinality - 1)::integer AS item_position, e.value AS v
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, ordinality)
  LOOP
    item_index := item.item_position;
    SELECT s.welcomed, s.welcome_status INTO welcomed, welcome_status
    FROM subscribe_to_newsletter(item.v ->> 'email', item.v ->> 'token', item.v -> 'mail' ->> 'recipient',
      item.v -> 'mail' ->> 'subject', item.v -> 'mail' ->> 'text', item.v -> 'mail' ->> 'html', item.v -> 'mail' -> 'headers',
      (item.v ->> 'now')::timestamptz, (item.v ->> 'recipientPerHour')::integer, (item.v ->> 'sitePerHour')::integer) AS s;
    RETURN NEXT;
  END LOOP;
END
$$;
