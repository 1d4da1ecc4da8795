import { useGoBack } from '@shop/storefront-sdk';
import { Button } from '@shop/ui';
import styles from './product-notice.module.css';

/** Shown instead of the product when it is missing or failed to load, with a Go Back button. */
export function ProductNotice({ title, message }: { title: string; message?: string }) {
  const goBack = useGoBack('/collection');
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.title}>{title}</h1>
      {message && message !== title && <p className={styles.message}>{message}</p>}
      <Button variant="secondary" onClick={goBack}>
        Go Back
      </Button>
    </div>
  );
}
