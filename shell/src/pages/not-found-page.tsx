import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_MESSAGE = "The page you're looking for doesn't exist.";

export function NotFoundPage() {
  const navigate = useNavigate();
  // The router keys the first page of a visit 'default': opened directly, there is no page of
  // ours to go back to, so the button leads home instead of off the site.
  const openedDirectly = useLocation().key === 'default';
  const goBack = () => (openedDirectly ? navigate('/', { replace: true }) : navigate(-1));

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
