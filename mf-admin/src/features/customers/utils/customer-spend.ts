import { formatPrice } from '@shop/storefront-sdk';
import { REVENUE_RULE_DETAIL } from '../../shared/utils/revenue-rule';

/**
 * The back office counts money in US dollars, the currency prices are set in and orders are
 * charged in; shoppers may read their own currency, converted for display only.
 */
export const formatSpend = (usd: number) => formatPrice(usd);

/** Which orders a customer's total spent adds up (customer-purchases.ts in identity). */
export const CUSTOMER_SPEND_RULE = `Total spent, in US dollars. ${REVENUE_RULE_DETAIL}`;
