// Prices in the frontends' component tests read as the amounts are kept, in US dollars; the
// tests about the display currency choose another themselves.
const { showPricesInUsd } = require('@shop/storefront-sdk/testing');

/* global beforeEach */
beforeEach(() => showPricesInUsd());
