// The checkout's arithmetic is the order service's own (one rule, in the contracts).
export {
  DELIVERY_FEE,
  FREE_DELIVERY_FROM,
  MADE_TO_MEASURE_SIZE,
  deliveryFeeFor,
  orderTotals,
  roundMoney,
} from '@shop/contracts';

// The one formatter, in US dollars unless a currency is named (see currency/money.ts).
export { formatPrice } from './currency/money';
