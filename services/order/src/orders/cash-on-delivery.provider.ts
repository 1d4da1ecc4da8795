import { Injectable } from '@nestjs/common';
import type { OrderRow } from './orders.table';
import type { PaymentProvider, PaymentState } from './payment-provider';

const NOTHING_ONLINE = 'cash on delivery takes no money online';

/** Cash on delivery: the courier collects the money; nothing is captured or refunded here. */
@Injectable()
export class CashOnDeliveryProvider implements PaymentProvider {
  readonly method = 'COD' as const;
  readonly paysOnline = false;

  check(): Promise<PaymentState> {
    return Promise.resolve({ state: 'unknown', reason: NOTHING_ONLINE });
  }

  capture(): Promise<PaymentState> {
    return Promise.resolve({ state: 'unknown', reason: NOTHING_ONLINE });
  }

  refund(order: OrderRow): Promise<string> {
    return Promise.reject(new Error(`order ${order.id}: ${NOTHING_ONLINE}`));
  }
}
