import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { useToken, useTokenClaims } from '@shop/storefront-sdk';
import { PageTitle } from '../../shared/components/page-title';
import styles from '../../shared/components/account-frame.module.css';

interface Props {
  /** The signed-in customer's measurements, drawn by the measurements feature. */
  measurements: (token: string) => ReactNode;
}

/** My Profile: the account, the customer's measurements and the way to their orders. */
export function ProfilePage({ measurements }: Props) {
  const token = useToken();
  const claims = useTokenClaims();

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.wide}`}>
        <PageTitle description="Your account and your body measurements, for a made-to-measure fit.">
          My Profile
        </PageTitle>
        {token ? (
          <>
            <section className={styles.panel} aria-labelledby="profile-account">
              <h2 id="profile-account">Account</h2>
              <dl className={styles.details}>
                <dt>Name</dt>
                <dd>{claims?.name ?? '—'}</dd>
                <dt>Email</dt>
                <dd>{claims?.email ?? '—'}</dd>
              </dl>
            </section>
            <section className={styles.panel} aria-labelledby="profile-measurements">
              <h2 id="profile-measurements">My Measurements</h2>
              <p>Save your body measurements once for made-to-measure jackets and a better fit.</p>
              {measurements(token)}
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
