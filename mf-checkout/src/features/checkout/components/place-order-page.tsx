import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ADDRESS_FIELDS,
  ORDER_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  type AddressField,
  type DeliveryAddress,
} from '@shop/contracts';
import { Button, buttonClassName, toast } from '@shop/ui';
import { track, usePageMeta, useToken } from '@shop/storefront-sdk';
import { CartTotals } from '../../shared/components/cart-totals';
import { trackedCart } from '../../shared/utils/tracked-items';
import { PayPalSection } from './paypal-section';
import { usePayPalCheckout } from '../hooks/use-paypal-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import styles from '../../shared/components/page-frame.module.css';
import { useCartLines } from '../../shared/api/cart-lines';

const FIELDS: Record<
  AddressField,
  { label: string; half?: boolean; type?: string; autoComplete: string }
> = {
  firstName: { label: 'First name', half: true, autoComplete: 'given-name' },
  lastName: { label: 'Last name', half: true, autoComplete: 'family-name' },
  email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  street: { label: 'Street', autoComplete: 'street-address' },
  city: { label: 'City', half: true, autoComplete: 'address-level2' },
  state: { label: 'State', half: true, autoComplete: 'address-level1' },
  zipcode: { label: 'Zipcode', half: true, autoComplete: 'postal-code' },
  country: { label: 'Country', half: true, autoComplete: 'country-name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
};

type Method = 'cod' | 'paypal';

/** The payment methods offered, each with its words. */
const METHODS: ReadonlyArray<readonly [Method, string]> = [
  ['cod', 'Cash on delivery'],
  ['paypal', 'PayPal'],
];

const EMPTY_ADDRESS = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, '']),
) as DeliveryAddress;

/** Storefront §5 Checkout: every field filled and a simple e-mail pattern. */
function isComplete(address: DeliveryAddress): boolean {
  return (
    ADDRESS_FIELDS.every((field) => address[field].trim() !== '') &&
    SIMPLE_EMAIL_PATTERN.test(address.email.trim())
  );
}

const trimmedOf = (address: DeliveryAddress) =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address[field].trim()]),
  ) as DeliveryAddress;

/** The checkout page: delivery information and payment by cash on delivery or PayPal. */
export function PlaceOrderPage() {
  usePageMeta({
    title: 'Checkout',
    description: 'Your delivery address and payment, cash on delivery or PayPal, in US dollars.',
  });
  const token = useToken();
  const navigate = useNavigate();
  const { lines, totals, isPending } = useCartLines();
  const { placing, place } = usePlaceOrder();
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [method, setMethod] = useState<Method | null>(null);
  const paypal = usePayPalCheckout({
    // Storefront §5: for PayPal each missing field is named.
    readAddress: () => {
      if (lines.length === 0) return (void toast.error(ORDER_MESSAGES.emptyCart), null);
      const missing = ADDRESS_FIELDS.find((field) => address[field].trim() === '');
      if (missing) return (void toast.error(ORDER_MESSAGES.fillField(missing)), null);
      if (!SIMPLE_EMAIL_PATTERN.test(address.email.trim()))
        return (void toast.error(ORDER_MESSAGES.invalidEmail), null);
      return trimmedOf(address);
    },
    items: lines.map((line) => ({ _id: line._id, size: line.size, quantity: line.quantity })),
    amount: totals.amount,
    onPaid: () => {
      track('purchase', { ...trackedCart(lines, totals), payment_method: 'paypal' });
      navigate('/orders');
    },
  });

  // The checkout form is open with something to buy: once per visit to the page.
  const initiated = useRef(false);
  useEffect(() => {
    if (!token || isPending || lines.length === 0 || initiated.current) return;
    initiated.current = true;
    track('initiate_checkout', trackedCart(lines, totals));
  }, [token, isPending, lines, totals]);

  useEffect(() => {
    if (token) return;
    toast.error(ORDER_MESSAGES.loginToContinue);
    navigate('/login', { replace: true });
  }, [token, navigate]);
  if (!token) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lines.length === 0) return void toast.error(ORDER_MESSAGES.emptyCart);
    if (!isComplete(address)) return void toast.error(ORDER_MESSAGES.fillAll);
    if (!method) return void toast.error(ORDER_MESSAGES.selectPayment);
    if (method === 'paypal') return void toast.info(ORDER_MESSAGES.usePayPalButton);
    const result = await place(trimmedOf(address), lines, totals.amount);
    if (!result.ok) return void toast.error(result.message);
    track('purchase', { ...trackedCart(lines, totals), payment_method: 'cod' });
    toast.success(ORDER_MESSAGES.placed);
    navigate('/orders');
  };

  const cartIsEmpty = !isPending && lines.length === 0;

  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <div className={styles.columns}>
        <section aria-labelledby="delivery-title">
          <h1 className={styles.title} id="delivery-title">
            <span>
              <em>Delivery</em> Information
            </span>
          </h1>
          <div className={styles.fields}>
            {ADDRESS_FIELDS.map((name) => {
              const field = FIELDS[name];
              return (
                <input
                  key={name}
                  name={name}
                  type={field.type ?? 'text'}
                  aria-label={field.label}
                  placeholder={field.label}
                  autoComplete={field.autoComplete}
                  required
                  className={field.half ? styles.half : undefined}
                  value={address[name]}
                  onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
                />
              );
            })}
          </div>
          {cartIsEmpty && (
            <div className={styles.empty}>
              <p>{ORDER_MESSAGES.emptyCart}</p>
              <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
                Continue Shopping
              </Link>
            </div>
          )}
        </section>

        <CartTotals totals={totals} title="Order Summary" note="Charged in US dollars.">
          <fieldset className={styles.methods}>
            <legend>Payment Method</legend>
            {METHODS.map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          {method === 'paypal' && lines.length > 0 && <PayPalSection checkout={paypal} />}
          <Button type="submit" block disabled={placing || isPending || lines.length === 0}>
            {placing ? 'Placing order…' : 'Place order'}
          </Button>
        </CartTotals>
      </div>
    </form>
  );
}
