import { Button } from '@shop/ui';
import styles from './remote-fallback.module.css';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the shop is unavailable right now.';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert">
      <p className={styles.message}>{REMOTE_UNAVAILABLE_MESSAGE}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
