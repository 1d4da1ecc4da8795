import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';

export function InfoPage({ title, lead }: { title: string; lead: string }) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader title={title}>{lead}</PageHeader>
      <div className={styles.actions}>
        <Link to="/contact" className={buttonClassName({ variant: 'secondary' })}>
          Contact us
        </Link>
        <Link to="/collection" className={buttonClassName()}>
          Shop the collection
        </Link>
      </div>
    </div>
  );
}
