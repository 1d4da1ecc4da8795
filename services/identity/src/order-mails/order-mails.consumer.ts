import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { roundMoney, SUBJECTS } from '@shop/contracts';
import { EventBus, type FilteredEvent, type Transaction } from '@shop/service-kit';
import { confirmationMail, shippedMail } from './order-mail';
import { OrderMails } from './order-mails.service';

const ORDER_EVENTS = 'order.>';

/**
 * The customer's mails from the order events: the confirmation when the order is placed (cash
 * on delivery as it is placed, PayPal once captured: an order waiting for PayPal is not placed),
 * and the news once the back office marks it Shipped. Each once per order.
 */
@Injectable()
export class OrderMailsConsumer implements OnModuleInit {
  private readonly logger = new Logger(OrderMailsConsumer.name);

  constructor(
    private readonly bus: EventBus,
    private readonly mails: OrderMails,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'order-mails',
      subject: ORDER_EVENTS,
      handler: (event, tx) => this.handle(event, tx),
    });
  }

  private async handle(event: FilteredEvent<typeof ORDER_EVENTS>, tx: Transaction): Promise<void> {
    if (event.type === SUBJECTS.orderPlaced) {
      const { orderId, items, deliveryFee, amount, paymentMethod, address } = event.payload;
      if (!address) return this.unmailable(event.type, orderId);
      const subtotal = event.payload.subtotal ?? roundMoney(amount - deliveryFee);
      const message = confirmationMail({
        orderId,
        items,
        subtotal,
        deliveryFee,
        amount,
        paymentMethod,
        address,
      });
      await this.mails.sendOnce(tx, { orderId, kind: 'confirmation', eventId: event.id, message });
    } else if (event.type === SUBJECTS.orderStatusChanged && event.payload.to === 'Shipped') {
      const { orderId, items, address } = event.payload;
      if (!items || !address) return this.unmailable(event.type, orderId);
      const message = shippedMail({ orderId, items, address });
      await this.mails.sendOnce(tx, { orderId, kind: 'shipped', eventId: event.id, message });
    }
  }

  /** An event of a release before order mails: it names no address to write to. */
  private unmailable(subject: string, orderId: string): void {
    this.logger.warn(`no mail for order ${orderId}: its ${subject} carries no address`);
  }
}
