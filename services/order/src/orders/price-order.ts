import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException } from '@nestjs/common';
import {
  MADE_TO_MEASURE_SIZE,
  ORDER_MESSAGES,
  orderTotals,
  roundMoney,
  sameAmount,
  type CartLineInput,
  type OrderItem,
  type OrderTotals,
  type ProductLookup,
  type StockReservationLine,
} from '@shop/contracts';

export interface PricedOrder extends OrderTotals {
  items: OrderItem[];
  hasMadeToMeasure: boolean;
  /** What the catalogue must hold for the order: made-to-measure pieces take no stock. */
  reservation: StockReservationLine[];
}

/** One line per product and size: a cart sending the same pair twice orders their sum. */
function mergeLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = `${line.productId.toLowerCase()}\n${line.size}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/**
 * Prices cart lines from the catalogue as it is now: the browser's names and prices are never
 * read. A product the catalogue no longer sells refuses the whole order with its name.
 */
export function priceOrder(
  lines: readonly CartLineInput[],
  lookup: { products: ProductLookup[]; missing: string[] },
): PricedOrder {
  const byId = new Map(lookup.products.map((product) => [product._id.toLowerCase(), product]));
  const items: OrderItem[] = [];
  const reservation: StockReservationLine[] = [];
  for (const line of mergeLines(lines)) {
    const product = byId.get(line.productId.toLowerCase());
    if (!product) throw new BadRequestException(ORDER_MESSAGES.productNotFound);
    if (product.status !== 'Active')
      throw new BadRequestException(ORDER_MESSAGES.productUnavailable(product.name));
    const madeToMeasure = line.size === MADE_TO_MEASURE_SIZE;
    if (madeToMeasure && product.madeToMeasureCharge === null)
      throw new BadRequestException(ORDER_MESSAGES.madeToMeasureUnavailable(product.name));
    const price = roundMoney(
      product.effectivePrice + (madeToMeasure ? (product.madeToMeasureCharge ?? 0) : 0),
    );
    items.push({
      _id: randomUUID(),
      productId: product._id,
      name: product.name,
      price,
      quantity: line.quantity,
      size: line.size,
      image: product.image,
      category: product.category,
      subcategory: product.subcategory,
      brand: product.brand,
      color: product.color,
      madeToMeasure,
    });
    if (!madeToMeasure) {
      // A product without sizes is held as such, whatever label the cart gave it.
      const size = product.sizes.length > 0 ? line.size : null;
      reservation.push({ productId: product._id, size, quantity: line.quantity });
    }
  }
  const totals = orderTotals(
    items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })),
  );
  return {
    items,
    hasMadeToMeasure: items.some((item) => item.madeToMeasure),
    reservation,
    ...totals,
  };
}

/** The amount the shopper saw must be what the server charges, to the cent. */
export function checkAmount(sent: number, priced: PricedOrder): void {
  if (!sameAmount(sent, priced.amount)) throw new ConflictException(ORDER_MESSAGES.pricesChanged);
}
