import { useGoBack, useResponseStatus } from '@shop/storefront-sdk';
import { Button } from '@shop/ui';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_MESSAGE = "The page you're looking for doesn't exist.";

export function NotFoundPage() {
  const goBack = useGoBack('/');
  useResponseStatus(404);

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader eyebrow="404" title={NOT_FOUND_TITLE}>
        {NOT_FOUND_MESSAGE}
      </PageHeader>
      <div className={styles.actions}>
        <Button onClick={goBack}>Go Back</Button>
      </div>
    </div>
  );
}
