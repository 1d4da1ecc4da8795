import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The mails an order gets, each once: its confirmation, and the news that it shipped. */
export const ORDER_MAIL_KINDS = ['confirmation', 'shipped'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/**
 * Every order mail sent, one row per order and kind. The row is written before the mail goes,
 * in the transaction that handles the event: a second handler of the same mail (a redelivery,
 * an order announced again, another replica) waits on the key and then finds it taken; a mail
 * the server refused rolls its row back, so it is tried again.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<OrderMailKind>().notNull(),
    recipient: text('recipient').notNull(),
    /** The event the mail answered. */
    eventId: uuid('event_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);
