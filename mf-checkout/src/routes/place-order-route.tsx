import { Button } from '@shop/ui';
import styles from './route-frame.module.css';

const ADDRESS_FIELDS = [
  { name: 'firstName', label: 'First name', half: true },
  { name: 'lastName', label: 'Last name', half: true },
  { name: 'email', label: 'Email address' },
  { name: 'street', label: 'Street' },
  { name: 'city', label: 'City', half: true },
  { name: 'state', label: 'State', half: true },
  { name: 'zipcode', label: 'Zipcode', half: true },
  { name: 'country', label: 'Country', half: true },
  { name: 'phone', label: 'Phone' },
];

/** /place-order: the frame of checkout; validation and payment arrive with the checkout feature. */
export default function PlaceOrderRoute() {
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <section>
          <h1 className={styles.title}>
            <span>
              <em>Delivery</em> Information
            </span>
          </h1>
          <div className={styles.fields}>
            {ADDRESS_FIELDS.map((field) => (
              <input
                key={field.name}
                name={field.name}
                aria-label={field.label}
                placeholder={field.label}
                className={field.half ? styles.half : undefined}
              />
            ))}
          </div>
        </section>

        <aside className={styles.panel}>
          <h2>Payment Method</h2>
          <div className={styles.methods} role="radiogroup" aria-label="Payment method">
            <label>
              <input type="radio" name="method" value="cod" /> Cash on delivery
            </label>
            <label>
              <input type="radio" name="method" value="paypal" /> PayPal
            </label>
          </div>
          <Button block disabled>
            Place order
          </Button>
        </aside>
      </div>
    </div>
  );
}
