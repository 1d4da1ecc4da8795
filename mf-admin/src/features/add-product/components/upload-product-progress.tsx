import styles from './add-product-screen.module.css';

/** How much of the product (its images, mostly) has gone up. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span>Uploading… {percent}%</span>
    </div>
  );
}
