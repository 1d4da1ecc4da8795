import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ORDER_MESSAGES, type AddressField, type DeliveryAddress } from '@shop/contracts';
import { Button, buttonClassName, toast } from '@shop/ui';
import {
  track,
  useDisplayCurrency,
  usePageMeta,
  useToken,
  useTokenClaims,
} from '@shop/storefront-sdk';
import { CartTotals } from '../../shared/components/cart-totals';
import { trackedCart } from '../../shared/utils/tracked-items';
import { DeliveryFields } from './delivery-fields';
import { PayPalSection } from './paypal-section';
import { usePayPalCheckout } from '../hooks/use-paypal-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  addressErrors,
  addressFromAccount,
  firstFieldInError,
  trimmedAddress,
  type AddressErrors,
} from '../utils/delivery-address';
import styles from '../../shared/components/page-frame.module.css';
import { useCartLines } from '../../shared/api/cart-lines';
import { placedOrderPath } from '../../shared/utils/placed-order';

type Method = 'cod' | 'paypal';

/** The payment methods offered, each with its words. */
const METHODS: ReadonlyArray<readonly [Method, string]> = [
  ['cod', 'Cash on delivery'],
  ['paypal', 'PayPal'],
];

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
  const claims = useTokenClaims();
  const [currency] = useDisplayCurrency();
  const [address, setAddress] = useState<DeliveryAddress>(() =>
    addressFromAccount(claims, currency),
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [method, setMethod] = useState<Method | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** Marks every field in error and focuses the first; the address's first error, if any. */
  const checkAddress = (): string | undefined => {
    const found = addressErrors(address);
    setErrors(found);
    const first = firstFieldInError(found);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    return first && found[first];
  };
  const change = (field: AddressField, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    // A field in error is checked again as it is typed, so its mark goes once it is right.
    if (errors[field]) setErrors({ ...errors, [field]: addressErrors(next)[field] });
  };

  // docs/product/cart-and-checkout.md#paypal: for PayPal the first missing field is named.
  const readAddress = (): DeliveryAddress | null => {
    if (lines.length === 0) return (void toast.error(ORDER_MESSAGES.emptyCart), null);
    const error = checkAddress();
    if (error) return (void toast.error(error), null);
    return trimmedAddress(address);
  };
  const paypal = usePayPalCheckout({
    readAddress,
    items: lines.map((line) => ({ _id: line._id, size: line.size, quantity: line.quantity })),
    amount: totals.amount,
    onPaid: (order) => {
      track('purchase', { ...trackedCart(lines, totals), payment_method: 'paypal' });
      navigate(placedOrderPath(order._id));
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
    if (checkAddress()) return void toast.error(ORDER_MESSAGES.fillAll);
    if (!method) return void toast.error(ORDER_MESSAGES.selectPayment);
    if (method === 'paypal') return void toast.info(ORDER_MESSAGES.usePayPalButton);
    const result = await place(trimmedAddress(address), lines, totals.amount);
    if (!result.ok) return void toast.error(result.message);
    track('purchase', { ...trackedCart(lines, totals), payment_method: 'cod' });
    toast.success(ORDER_MESSAGES.placed);
    navigate(placedOrderPath(result.order._id));
  };

  const cartIsEmpty = !isPending && lines.length === 0;

  return (
    <form ref={formRef} className={styles.page} onSubmit={submit} noValidate>
      <div className={styles.columns}>
        <section aria-labelledby="delivery-title">
          <h1 className={styles.title} id="delivery-title">
            <span>
              <em>Delivery</em> Information
            </span>
          </h1>
          <DeliveryFields address={address} errors={errors} onChange={change} />
          {cartIsEmpty && (
            <div className={styles.empty}>
              <p>{ORDER_MESSAGES.emptyCart}</p>
              <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
                Continue Shopping
              </Link>
            </div>
          )}
        </section>

        <CartTotals
          totals={totals}
          title="Order Summary"
          lines={lines}
          note="Charged in US dollars."
        >
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
          {/* The method chosen decides the one way to pay: PayPal's button, or Place order. */}
          {method === 'paypal' ? (
            lines.length > 0 && (
              <PayPalSection checkout={paypal} readyToPay={() => readAddress() !== null} />
            )
          ) : (
            <Button type="submit" block disabled={placing || isPending || lines.length === 0}>
              {placing ? 'Placing order…' : 'Place order'}
            </Button>
          )}
        </CartTotals>
      </div>
    </form>
  );
}
