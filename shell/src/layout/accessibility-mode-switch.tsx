import { useAccessibilityMode } from '@shop/storefront-sdk';
import styles from './accessibility-mode-switch.module.css';

/** Larger text, higher contrast and no automatic motion, remembered in this browser. */
export function AccessibilityModeSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [on, setOn] = useAccessibilityMode();
  return (
    <button
      type="button"
      className={tone === 'dark' ? styles.switch : `${styles.switch} ${styles.light}`}
      aria-pressed={on}
      onClick={() => setOn(!on)}
    >
      Accessibility mode
      <span className={styles.state} aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
