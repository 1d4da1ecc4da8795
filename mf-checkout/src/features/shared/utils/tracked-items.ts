import type { OrderTotals } from '@shop/contracts';
import type { CartLine } from '../api/cart-lines';

/**
 * The cart's lines and value as the tag-manager events carry them
 * (docs/product/chat-and-tracking.md#ecommerce-events).
 */
export function trackedCart(lines: readonly CartLine[], totals: OrderTotals) {
  return {
    currency: 'USD',
    value: totals.amount,
    items: lines.map((line) => ({
      item_id: line._id,
      item_name: line.name,
      item_brand: line.brand,
      item_category: line.category,
      size: line.size,
      price: line.price,
      quantity: line.quantity,
    })),
  };
}
