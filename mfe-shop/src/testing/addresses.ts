import type { Address } from 'shared-contracts/order';

/** A buyer's address in Chicago, as the checkout's fields hold it once filled in. */
export const chicagoAddress = {
  firstName: 'Lydia',
  lastName: 'Purple',
  email: 'lydia@example.com',
  phone: '',
  address: '16 River Road',
  apartment: '',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  country: 'US',
} satisfies Address;
