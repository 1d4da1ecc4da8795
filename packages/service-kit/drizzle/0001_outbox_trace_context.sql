-- The trace context of the transaction that wrote the row, as W3C trace headers; the relay
-- publishes the event with them, so its consumers join that trace.
ALTER TABLE "outbox" ADD COLUMN "trace_context" jsonb;
