import { Link } from 'react-router-dom';
import styles from './top-strip.module.css';

/** The offer above the navbar; a landmark of its own, so nothing on the page sits outside one. */
export function TopStrip() {
  return (
    <aside className={styles.strip} aria-label="Shipping offer">
      <span>FREE SHIPPING AND RETURNS IN THE U.S.</span>
      <Link to="/shipping" className={styles.details}>
        DETAILS
      </Link>
    </aside>
  );
}
