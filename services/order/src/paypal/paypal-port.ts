/**
 * What the order service needs from PayPal's Orders v2 REST API. `PayPalApi` speaks it to PayPal
 * (or to the local stand-in when no credentials are set); the checkout depends only on this.
 */
export const PAYPAL_API = Symbol('PAYPAL_API');

export interface PayPalMoney {
  currency_code: 'USD';
  /** Two decimals, as PayPal writes amounts: '59.97'. */
  value: string;
}

export interface PayPalOrderItem {
  /** Cut to 127 characters, PayPal's limit. */
  name: string;
  unit_amount: PayPalMoney;
  /** A whole number, as text. */
  quantity: string;
  category: 'PHYSICAL_GOODS';
}

export interface CreatePayPalOrder {
  /** Our reference for the purchase unit (reference_id / custom_id). */
  reference: string;
  itemTotal: number;
  shipping: number;
  amount: number;
  items: PayPalOrderItem[];
  /** Sent as `PayPal-Request-Id`: creating twice with one id makes one PayPal order. */
  requestId: string;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED ... */
  status: string;
  /** The buyer's approval page (`links[rel=approve]`), when PayPal gives one. */
  approveUrl: string | null;
  /** The purchase unit's amount. */
  amount: PayPalMoney | null;
  /** The purchase unit's items, as the buyer approved them. */
  items: Array<Pick<PayPalOrderItem, 'name' | 'unit_amount' | 'quantity'>>;
  /** The purchase unit's first capture, once the order was captured. */
  capture: { id: string; status: string; amount: PayPalMoney | null } | null;
}

export interface PayPalCapture {
  /** The order's status after capturing: COMPLETED when paid. */
  status: string;
  /** The capture's own id and status (COMPLETED, DECLINED, PENDING ...), null when none was made. */
  captureId: string | null;
  captureStatus: string | null;
  amount: PayPalMoney | null;
}

/** A refusal PayPal answered (4xx with its `name`, e.g. INSTRUMENT_DECLINED, ORDER_NOT_APPROVED). */
export class PayPalRefusal extends Error {
  override name = 'PayPalRefusal';
  constructor(
    readonly status: number,
    readonly issue: string,
    message: string,
  ) {
    super(message);
  }
}

/** PayPal could not be reached or answered 5xx: the caller may try again later. */
export class PayPalUnavailable extends Error {
  override name = 'PayPalUnavailable';
}

export interface PayPalRefund {
  id: string;
  /** COMPLETED, PENDING, CANCELLED, FAILED. */
  status: string;
}

export interface PayPalPort {
  createOrder(order: CreatePayPalOrder): Promise<PayPalOrder>;
  getOrder(id: string): Promise<PayPalOrder>;
  /** `requestId` is sent as `PayPal-Request-Id`, so a repeated capture pays once. */
  captureOrder(id: string, requestId: string): Promise<PayPalCapture>;
  /** Refunds a capture whole; `requestId` (PayPal-Request-Id) makes a repeated refund one. */
  refundCapture(captureId: string, requestId: string): Promise<PayPalRefund>;
}
