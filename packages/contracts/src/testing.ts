// Fixtures that the tests of the frontends and of the services share (imported as
// '@shop/contracts/testing'; never part of an app).
import type { DeliveryAddress } from './order-api';

/** A complete delivery address, as the checkout form sends it. */
export const address: DeliveryAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  street: '12 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipcode: 'N1 9GU',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};
