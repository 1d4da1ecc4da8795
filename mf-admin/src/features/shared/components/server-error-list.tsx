import styles from './product-form.module.css';

/** The server's refusals that name no field of the form. */
export function ServerErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.serverErrors} role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
