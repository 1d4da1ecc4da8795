import { usePageMeta } from '@shop/storefront-sdk';
import styles from './page-title.module.css';

/**
 * The heading of an account page, with the shop's short rule after it; it also names the browser
 * tab and gives search engines the page's description.
 */
export function PageTitle({ children, description }: { children: string; description: string }) {
  usePageMeta({ title: children, description });
  return <h1 className={styles.title}>{children}</h1>;
}
