import { CUSTOMER_SPEND_PKR_PER_USD } from '@shop/contracts';

/** Spend is kept in US dollars; the screen and its export show rupees (admin spec §9). */
export const spendInPkr = (usd: number) => Math.round(usd * CUSTOMER_SPEND_PKR_PER_USD);

const rupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 'PKR 28,000' for $100. */
export const formatPkr = (usd: number) => `PKR ${rupees.format(spendInPkr(usd))}`;
