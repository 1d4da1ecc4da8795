import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ORDER_MESSAGES, type PayPalConfig } from '@shop/contracts';
import { ERROR_MESSAGES, isTransientError, SERVICE_CONFIG } from '@shop/service-kit';
import type { OrderConfig } from '../config';
import { CurrencyRates } from '../currency-rates/currency-rates.service';
import { OrderCatalog } from '../orders/order-catalog';
import { OrderPayments } from '../orders/order-payments.service';
import type { OrderRow } from '../orders/orders.table';
import type { PlaceOrderInput } from '../orders/place-order-input';
import { checkAmount, type PricedOrder } from '../orders/price-order';
import { paypalValue } from './paypal-api';
import {
  PAYPAL_API,
  PayPalRefusal,
  PayPalUnavailable,
  type PayPalOrder,
  type PayPalOrderItem,
  type PayPalPort,
} from './paypal-port';

/** PayPal's limit on an item's name. */
const MAX_ITEM_NAME = 127;

/** The cart's lines as a PayPal order lists them. */
function paypalItems(priced: PricedOrder): PayPalOrderItem[] {
  return priced.items.map((item) => ({
    name: item.name.slice(0, MAX_ITEM_NAME),
    unit_amount: { currency_code: 'USD', value: paypalValue(item.price) },
    quantity: String(item.quantity),
    category: 'PHYSICAL_GOODS',
  }));
}

/** Lines compared whatever their order: name, unit price and quantity. */
const lineKeys = (items: PayPalOrder['items']) =>
  items
    .map((item) =>
      JSON.stringify([
        item.name,
        item.unit_amount.currency_code,
        item.unit_amount.value,
        item.quantity,
      ]),
    )
    .sort();

/** Whether the PayPal order the buyer approved is this cart at today's prices, line by line. */
function matchesCart(approved: PayPalOrder, priced: PricedOrder): boolean {
  if (approved.amount?.currency_code !== 'USD') return false;
  if (approved.amount.value !== paypalValue(priced.amount)) return false;
  return JSON.stringify(lineKeys(approved.items)) === JSON.stringify(lineKeys(paypalItems(priced)));
}

/**
 * PayPal checkout (docs/product/cart-and-checkout.md#paypal): the PayPal order is built here from
 * catalogue prices, and a saved PayPal order must be this cart; every change of our order
 * (recording it, paying, cancelling) is `OrderPayments`'.
 */
@Injectable()
export class PayPalCheckoutService {
  private readonly logger = new Logger(PayPalCheckoutService.name);

  constructor(
    private readonly catalog: OrderCatalog,
    private readonly payments: OrderPayments,
    @Inject(PAYPAL_API) private readonly paypal: PayPalPort | null,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
    private readonly rates: CurrencyRates,
  ) {}

  settings(): PayPalConfig {
    const standIn = this.config.PAYPAL_STANDIN;
    return {
      clientId: standIn ? null : (this.config.PAYPAL_CLIENT_ID ?? null),
      standIn,
      currency: 'USD',
    };
  }

  async create(
    items: PlaceOrderInput['items'],
    amount: number | undefined,
  ): Promise<{ id: string; status: string; approveUrl: string | null }> {
    const paypal = this.api();
    const priced = await this.catalog.price(items);
    if (amount !== undefined) checkAmount(amount, priced);
    const created = await paypal
      .createOrder({
        reference: randomUUID(),
        requestId: randomUUID(),
        itemTotal: priced.subtotal,
        shipping: priced.deliveryFee,
        amount: priced.amount,
        items: paypalItems(priced),
      })
      .catch((error: unknown) => {
        throw this.failure(error, ORDER_MESSAGES.paypalCreateFailed);
      });
    return { id: created.id, status: created.status, approveUrl: created.approveUrl };
  }

  /**
   * Records the order a PayPal order pays for, once it is checked to be this cart at today's
   * prices (its amount and each line). It holds no stock: that is taken at the capture.
   */
  async save(
    userId: string,
    input: PlaceOrderInput & { paypalOrderId: string },
  ): Promise<OrderRow> {
    const paypal = this.api();
    const priced = await this.catalog.price(input.items);
    checkAmount(input.amount, priced);
    const approved = await paypal.getOrder(input.paypalOrderId).catch((error: unknown) => {
      throw this.failure(error, ORDER_MESSAGES.paymentFailed);
    });
    if (!matchesCart(approved, priced))
      throw new ConflictException(ORDER_MESSAGES.paypalOrderMismatch);
    const shown = await this.rates.displayRate(input.displayCurrency);
    return this.payments.awaitPayment(userId, input.paypalOrderId, priced, input.address, shown);
  }

  private api(): PayPalPort {
    if (!this.paypal) throw new ServiceUnavailableException(ORDER_MESSAGES.paymentUnavailable);
    return this.paypal;
  }

  private failure(error: unknown, message: string): HttpException {
    if (error instanceof HttpException) return error;
    if (error instanceof PayPalUnavailable) {
      this.logger.warn(error.message);
      return new ServiceUnavailableException(ORDER_MESSAGES.paymentUnavailable);
    }
    if (error instanceof PayPalRefusal) {
      this.logger.warn(`PayPal refused: ${error.status} ${error.issue} ${error.message}`);
      return new HttpException(
        message,
        error.status === 404 ? 404 : HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    // Our database out of reach mid-payment: the shopper tries again in a moment.
    if (isTransientError(error)) {
      this.logger.warn(`Database unavailable: ${(error as Error).message}`);
      return new ServiceUnavailableException(ERROR_MESSAGES.databaseUnavailable);
    }
    this.logger.error(`PayPal call failed: ${(error as Error).message}`);
    return new BadGatewayException(message);
  }
}
