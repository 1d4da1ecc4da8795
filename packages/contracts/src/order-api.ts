import { z } from 'zod';
import { countryNamed } from './countries';
import { displayCurrencySchema } from './currency-rates-api';
import { paginationSchema } from './envelope';
import { ORDER_STATUSES, orderStatusSchema, paymentMethodSchema } from './order';
import { productCategorySchema, productSubcategorySchema } from './product';
import { MAX_RESERVATION_LINES } from './rpc';

// The shop's money rules live in `./order-pricing` (zod-free, so the browser imports them
// without the schemas); the HTTP bodies of the order service are here.

/** Any printable key from 8 to 100 characters (the storefront sends a UUID per attempt). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 printable characters');

/** docs/product/cart-and-checkout.md#checkout: the nine address fields, in the form's order. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** How each field is named to people ('Please fill in first name'). */
export const ADDRESS_FIELD_LABELS: Record<AddressField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  street: 'street',
  city: 'city',
  state: 'state',
  zipcode: 'zip code',
  country: 'country',
  phone: 'phone',
};

/**
 * docs/product/cart-and-checkout.md (checkout, PayPal, orders) and
 * docs/product/admin.md#orders-management, and the server's own refusals.
 */
export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  fillAll: 'Please fill in all required fields',
  fillField: (field: AddressField) => `Please fill in ${ADDRESS_FIELD_LABELS[field]}`,
  invalidEmail: 'Please enter a valid email address',
  unknownCountry: 'Please choose a country from the list',
  selectPayment: 'Please select a payment method',
  usePayPalButton: 'Please use the PayPal button below',
  loginToContinue: 'Please login to continue',
  loginToViewOrders: 'Please login to view orders',
  emptyCart: 'Your cart is empty',
  pricesChanged:
    'Prices have changed since you added these items. Please review your cart and try again.',
  productUnavailable: (name: string) => `${name} is no longer available`,
  productNotFound: 'A product in your cart is no longer available',
  madeToMeasureUnavailable: (name: string) => `${name} cannot be made to measure`,
  orderFailed: 'Order placement failed',
  idempotencyReused: 'This checkout attempt was already used for a different order',
  ordersFetched: 'Orders fetched successfully',
  failedToLoadOrders: 'Failed to load orders',
  failedToFetchOrders: 'Failed to fetch orders',
  orderNotFound: 'Order not found',
  invalidDate: 'Dates are written YYYY-MM-DD',
  datesBackwards: 'The start date must not be after the end date',
  searchTooLong: 'Search at most 100 characters',
  // PayPal
  paypalCreateFailed: 'Failed to create PayPal order',
  paypalSaved: 'Order saved, awaiting payment',
  paymentSuccessful: 'Payment successful!',
  paymentCaptureFailed: 'Payment capture failed',
  paymentFailed: 'Payment failed',
  paymentDeclined: 'Payment was declined. Please try another payment method.',
  paymentAmountMismatch: 'The amount paid does not match the order',
  paypalError: 'PayPal payment error occurred',
  paypalCancelledInfo: 'PayPal payment was cancelled',
  paymentCancelled: 'Payment cancelled',
  paymentUnavailable: 'PayPal is unavailable. Please try again later.',
  alreadyCancelled: 'This order was cancelled',
  paymentInProgress: 'This payment is being processed. Please wait a moment and refresh.',
  paymentUnknown:
    'We could not confirm your payment yet. Please try again in a moment; you will not be charged twice.',
  paypalOrderMismatch: 'This PayPal order does not match your cart. Please try again.',
  soldOutNotCharged: (items: string) => `${items} sold out; you have not been charged`,
  soldOutRefunded: (items: string) => `${items} sold out; your payment has been refunded`,
  // Admin
  statusUpdated: 'Order status updated successfully',
  statusUpdateFailed: 'Failed to update order status',
  invalidStatus: 'Invalid order status',
  cancelledIsFinal: 'A cancelled order cannot be moved to another status',
} as const;

const required = (field: AddressField) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: ORDER_MESSAGES.fillField(field) })
      .min(1, ORDER_MESSAGES.fillField(field))
      .max(field === 'street' ? 300 : 120, `The ${ADDRESS_FIELD_LABELS[field]} is too long`),
  );

/**
 * A simple address pattern (docs/product/cart-and-checkout.md#checkout):
 * something@something.something, no spaces.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as recorded on an order: its country as typed, for orders placed before the list. */
export const orderAddressSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: required('email').pipe(
    z.string().regex(SIMPLE_EMAIL_PATTERN, ORDER_MESSAGES.invalidEmail),
  ),
  street: required('street'),
  city: required('city'),
  state: required('state'),
  zipcode: required('zipcode'),
  country: required('country'),
  phone: required('phone'),
});
export type DeliveryAddress = z.infer<typeof orderAddressSchema>;

/** The address a new order is sent to: its country one of `COUNTRIES`, spelt as the list does. */
export const deliveryAddressSchema = orderAddressSchema.extend({
  country: required('country').pipe(
    z
      .string()
      .refine((name) => countryNamed(name) !== undefined, ORDER_MESSAGES.unknownCountry)
      .transform((name) => countryNamed(name) as string),
  ),
});

/**
 * One cart line as the storefront sends it. Only the product id (`_id` or `productId`), size and
 * quantity are read: name, price, image and the rest come from the catalogue.
 */
export const cartLineInputSchema = z
  .object({
    _id: z.string().min(1).optional(),
    productId: z.string().min(1).optional(),
    size: z.string().trim().min(1, 'Please select a size').max(40),
    quantity: z.coerce.number().int('Quantity must be a whole number').min(1).max(99),
  })
  .refine((line) => line._id ?? line.productId, { message: 'Each item needs a product id' })
  .transform(({ _id, productId, size, quantity }) => ({
    productId: (productId ?? _id) as string,
    size,
    quantity,
  }));
export type CartLineInput = z.output<typeof cartLineInputSchema>;

/** A cart's lines as an order or a PayPal payment takes them. */
export const cartLinesSchema = z
  .array(cartLineInputSchema, { error: ORDER_MESSAGES.emptyCart })
  .min(1, ORDER_MESSAGES.emptyCart)
  .max(MAX_RESERVATION_LINES, `An order holds at most ${MAX_RESERVATION_LINES} lines`);

/** The total the storefront shows, which must match the server's. */
export const amountSchema = z.coerce
  .number({ error: 'Amount must be a number' })
  .finite('Amount must be a number')
  .min(0, 'Amount must be a number');

/** POST /api/order/place (cash on delivery). */
export const placeOrderRequestSchema = z.object({
  address: deliveryAddressSchema,
  items: cartLinesSchema,
  amount: amountSchema,
  /** The currency the shopper sees prices in; the order keeps it with its rate of the day. */
  displayCurrency: displayCurrencySchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** An order line as recorded: the catalogue's name, price and picture at the time of ordering. */
export const orderItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** What one piece cost, made-to-measure charge included. */
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  image: z.string().nullable(),
  category: productCategorySchema,
  subcategory: productSubcategorySchema,
  brand: z.string(),
  /** The colour's name, '' when the product had none (or was ordered before colours were kept). */
  color: z.string().default(''),
  madeToMeasure: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderStatusChangeSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** Who moved it: 'customer', 'system', 'paypal' or an admin's e-mail. */
  by: z.string(),
  at: z.iso.datetime(),
});

export const orderSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(orderItemSchema),
  hasMadeToMeasure: z.boolean(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  amount: z.number(),
  address: orderAddressSchema,
  paymentMethod: paymentMethodSchema,
  payment: z.boolean(),
  status: orderStatusSchema,
  /** When the order was placed, ISO 8601. */
  date: z.iso.datetime(),
  paypalOrderId: z.string().nullable(),
  paypalCaptureId: z.string().nullable(),
  /** The provider's refund of the money taken, once the order was cancelled or refunded. */
  refundId: z.string().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  statusHistory: z.array(orderStatusChangeSchema),
  /**
   * When its goods first left the house (Shipped, Out for delivery, Delivered), whatever status
   * followed; null while they never did. Ending such an order puts nothing back on sale.
   */
  shippedAt: z.iso.datetime().nullable(),
  /**
   * The currency its buyer saw it in, and that currency's units per US dollar and their day when
   * it was placed: the order is shown so ever after. Absent on orders placed before they were
   * kept (shown in US dollars). The amounts above stay US dollars, as charged.
   */
  displayCurrency: displayCurrencySchema.optional(),
  displayPerUsd: z.number().positive().finite().optional(),
  displayRateDate: z.iso.date().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

/** GET or POST /api/order/userorders: the caller's orders, newest first. */
export const userOrdersAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(orderSchema),
});

/** GET /api/order/list (admin). */
export const ADMIN_ORDER_PAGE_SIZE = 10;
const blankAsNone = (value: unknown) => (value === '' ? undefined : value);
/** A day of the admin's date filter, YYYY-MM-DD (UTC). */
const filterDay = z.preprocess(blankAsNone, z.iso.date(ORDER_MESSAGES.invalidDate).optional());
export const adminOrderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDER_PAGE_SIZE),
    status: z.preprocess(blankAsNone, orderStatusSchema.optional()),
    paymentMethod: z.preprocess(blankAsNone, paymentMethodSchema.optional()),
    /** An order number (or its end), or part of the customer's name or e-mail. */
    search: z.preprocess(
      blankAsNone,
      z.string().trim().max(100, ORDER_MESSAGES.searchTooLong).optional(),
    ),
    /** Placed on or after this day. */
    from: filterDay,
    /** Placed on or before this day. */
    to: filterDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ORDER_MESSAGES.datesBackwards,
  });
export const adminOrderListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(orderSchema),
  pagination: paginationSchema,
});
export type AdminOrderListAnswer = z.infer<typeof adminOrderListAnswerSchema>;

/** POST /api/order/status (admin). */
export const orderStatusUpdateRequestSchema = z.object({
  orderId: z.string().trim().min(1, ORDER_MESSAGES.orderNotFound),
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.invalidStatus }),
});
export const orderStatusUpdateAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

/** The number people see for an order: the last 8 characters of its id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
