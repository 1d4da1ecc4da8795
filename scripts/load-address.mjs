/** Where the orders of the load scripts (bench/order-load.mjs, the soak's shoppers) are sent. */
export const LOAD_ADDRESS = {
  firstName: 'Load',
  lastName: 'Shopper',
  email: 'load@example.com',
  street: '1 Load Street',
  city: 'Boston',
  state: 'MA',
  zipcode: '02108',
  country: 'United States',
  phone: '+1 617 555 0100',
};
