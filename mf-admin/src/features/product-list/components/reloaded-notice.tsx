import type { Ref } from 'react';
import type { ReappliedEdits } from '../utils/reapply-edits';
import styles from './edit-product-dialog.module.css';

/**
 * After Reload: what someone else changed meanwhile (now in the form), the admin's own changes
 * kept over it, and where both changed a field, the other value the admin's replaces.
 */
export function ReloadedNotice({
  reapplied: { theirs, kept, overridden },
  ref,
}: {
  reapplied: ReappliedEdits;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.reloaded} role="status">
      <p className={styles.reloadedTitle}>Reloaded with the product as it is now.</p>
      {theirs.length > 0 ? (
        <>
          <p>Changed by someone else meanwhile, now in the form:</p>
          <ul>
            {theirs.map((change) => (
              <li key={change.label}>
                {change.label}: {change.was} → {change.now}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No field of the form was changed by someone else; its pictures may have been.</p>
      )}
      {overridden.length > 0 && (
        <>
          <p>Also changed by someone else; your value is kept:</p>
          <ul>
            {overridden.map((change) => (
              <li key={change.label}>
                {change.label}: yours {change.was}, theirs {change.now}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {kept.length > 0
          ? `Your changes, kept: ${kept.join(', ')}. Check them and save again.`
          : 'You had changed nothing yet.'}
      </p>
    </div>
  );
}
