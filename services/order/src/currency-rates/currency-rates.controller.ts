import { Controller, Get, Header } from '@nestjs/common';
import {
  CURRENCY_RATES_MAX_AGE_SECONDS,
  CURRENCY_RATES_PATH,
  type CurrencyRatesAnswer,
} from '@shop/contracts';
import { CurrencyRates } from './currency-rates.service';

/** docs/product/api-and-errors.md#storefront-calls: the rates prices are shown at. */
@Controller(CURRENCY_RATES_PATH.slice(1))
export class CurrencyRatesController {
  constructor(private readonly rates: CurrencyRates) {}

  /** Public and the same for everyone: browsers and caches keep it a few minutes. */
  @Get()
  @Header('Cache-Control', `public, max-age=${CURRENCY_RATES_MAX_AGE_SECONDS}`)
  current(): Promise<CurrencyRatesAnswer> {
    return this.rates.answer();
  }
}
