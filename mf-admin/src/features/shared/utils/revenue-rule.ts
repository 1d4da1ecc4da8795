/**
 * The one revenue rule of the back office (docs/product/admin.md#revenue), said beside every
 * figure that counts it: the analytics revenue, the Sales tab and a customer's total spent.
 */
export const REVENUE_RULE = 'Paid orders, refunds deducted';

/** What "paid" means for each payment method, for the screens with room to say it. */
export const REVENUE_RULE_DETAIL = `${REVENUE_RULE}: PayPal orders count once captured, cash on delivery once delivered; a paid order cancelled or refunded since is taken out.`;
