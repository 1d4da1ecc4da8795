import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { useToken } from '@shop/storefront-sdk';
import styles from './account-frame.module.css';

/** /profile: the frame of My Profile; measurements arrive with the measurements feature. */
export default function ProfileRoute() {
  const token = useToken();

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 className={styles.title}>My Profile</h1>
        {token ? (
          <>
            <section className={styles.panel}>
              <h2>My Measurements</h2>
              <p>Save your body measurements once for made-to-measure jackets and a better fit.</p>
            </section>
            <section className={styles.panel}>
              <h2>My Orders</h2>
              <p>Follow your orders and their payment status.</p>
              <Link to="/orders" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                View orders
              </Link>
            </section>
          </>
        ) : (
          <section className={styles.panel}>
            <h2>Please login</h2>
            <p>Sign in to see your profile, measurements and orders.</p>
            <Link to="/login" className={buttonClassName({ size: 'sm' })}>
              Login Now
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
