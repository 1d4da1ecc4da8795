import { Inject, Injectable } from '@nestjs/common';
import { ScheduledWork, SERVICE_CONFIG } from '@shop/service-kit';
import type { OrderConfig } from '../config';
import { CurrencyRates } from './currency-rates.service';

/**
 * Refreshes the rates from EXCHANGE_RATES_URL at start and every EXCHANGE_RATES_REFRESH_MINUTES;
 * without the setting the stored rates stay as they are. A failed fetch is warned of (and
 * counted) and the last good rates stay. The service answers once the refresh at start is done
 * (or after 3 s): a storefront reading the rates at once would keep older ones for their max age.
 */
@Injectable()
export class CurrencyRatesRefresh extends ScheduledWork {
  protected readonly runsAtStart = true;
  protected readonly failure = 'cannot refresh the exchange rates, the last good ones stay';
  protected override readonly startWaitsMs = 3_000;

  constructor(
    private readonly rates: CurrencyRates,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {
    super();
  }

  protected get everyMs(): number {
    return this.config.EXCHANGE_RATES_REFRESH_MINUTES * 60_000;
  }

  override async onApplicationBootstrap(): Promise<void> {
    if (this.config.EXCHANGE_RATES_URL) await super.onApplicationBootstrap();
  }

  protected async runOnce(): Promise<string | undefined> {
    const stored = await this.rates.refresh();
    if (stored.length === 0) return undefined;
    return `exchange rates of ${stored[0].rateDate} stored for ${stored.map((row) => row.currency).join(', ')}`;
  }
}
