import { Module } from '@nestjs/common';
import { CurrencyRatesRefresh } from './currency-rates-refresh';
import { CurrencyRatesController } from './currency-rates.controller';
import { CurrencyRates } from './currency-rates.service';

@Module({
  controllers: [CurrencyRatesController],
  providers: [CurrencyRates, CurrencyRatesRefresh],
  exports: [CurrencyRates],
})
export class CurrencyRatesModule {}
