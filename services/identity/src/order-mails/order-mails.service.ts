import { Injectable } from '@nestjs/common';
import { TransientEventError, type Transaction } from '@shop/service-kit';
import type { MailMessage } from '../mail/mail-transport';
import { Mailer } from '../mail/mailer';
import { orderMails, type OrderMailKind } from './order-mails.table';

/** Sends each order's mail of a kind once, whoever asks and however often. */
@Injectable()
export class OrderMails {
  constructor(private readonly mailer: Mailer) {}

  /**
   * Takes the order's row for `kind` in `tx`, then sends; false when it was taken already. The
   * row stays uncommitted while the mail goes, so a second sender of the same mail waits for
   * this one's outcome: sent (its row committed, the second finds it) or refused (rolled back
   * by the TransientEventError thrown here, the event tried again later).
   */
  async sendOnce(
    tx: Transaction,
    mail: { orderId: string; kind: OrderMailKind; eventId: string; message: MailMessage },
  ): Promise<boolean> {
    const taken = await tx
      .insert(orderMails)
      .values({
        orderId: mail.orderId,
        kind: mail.kind,
        recipient: mail.message.to,
        eventId: mail.eventId,
      })
      .onConflictDoNothing()
      .returning({ orderId: orderMails.orderId });
    if (taken.length === 0) return false;
    if (!(await this.mailer.send(mail.message)))
      throw new TransientEventError(`the ${mail.kind} mail of order ${mail.orderId} was not sent`);
    return true;
  }
}
