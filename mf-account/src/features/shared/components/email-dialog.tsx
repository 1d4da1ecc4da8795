import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal } from '@shop/ui';
import styles from './dialog-form.module.css';
import { TextField } from './text-field';

interface EmailDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The dialog's body, mounted only while open. */
  children: ReactNode;
}

/** The small dialog that asks for an account's address (forgot password, resend verification). */
export function EmailDialog({ open, onClose, title, children }: EmailDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      {/* Mounted only while open, so each opening starts from the address offered. */}
      {open && children}
    </Modal>
  );
}

interface EmailFormProps {
  /** The sentence above the field. */
  lead: string;
  initialEmail: string;
  sending: boolean;
  error?: string;
  onSend: (email: string) => void | Promise<void>;
  onCancel: () => void;
}

/** The address field with Cancel and Send Link. */
export function EmailForm({
  lead,
  initialEmail,
  sending,
  error,
  onSend,
  onCancel,
}: EmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSend(email);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.lead}>{lead}</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Send Link
        </Button>
      </div>
    </form>
  );
}
