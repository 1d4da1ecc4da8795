import { Link } from 'react-router-dom';
import styles from './top-strip.module.css';

export function TopStrip() {
  return (
    <div className={styles.strip}>
      <span>FREE SHIPPING AND RETURNS IN THE U.S.</span>
      <Link to="/shipping" className={styles.details}>
        DETAILS
      </Link>
    </div>
  );
}
