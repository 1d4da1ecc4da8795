import { Link } from 'react-router-dom';
import { useCartCount } from '@shop/storefront-sdk';
import { BagIcon } from './icons';
import styles from './navbar.module.css';

export function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className={styles.iconButton} aria-label={`Cart, ${count} items`}>
      <BagIcon />
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
