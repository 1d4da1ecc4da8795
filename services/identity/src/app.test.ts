import { describeServiceStart } from '@shop/service-kit/testing';
import { SERVICE } from './config';
import { startIdentityApp } from './testing/start-identity-app';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describeServiceStart(SERVICE, startIdentityApp, [
  'identity-customer-surveys',
  'identity-customer-orders',
  'identity-order-mails',
  'identity-session-revocations',
]);
