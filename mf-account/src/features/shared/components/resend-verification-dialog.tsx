import { useState, type FormEvent } from 'react';
import { Button, Modal } from '@shop/ui';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AUTH_MESSAGES } from '../../../messages';
import { TextField } from './text-field';
import styles from './dialog-form.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The address to offer, e.g. the one typed in the login form. */
  initialEmail?: string;
}

/** Resend Verification Email: asks for the address, sends a new link and toasts the answer. */
export function ResendVerificationDialog({ open, onClose, initialEmail = '' }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Resend Verification Email" size="sm">
      {/* Mounted only while open, so each opening starts from the address offered. */}
      {open && <ResendForm initialEmail={initialEmail} onSent={onClose} onCancel={onClose} />}
    </Modal>
  );
}

function ResendForm({
  initialEmail,
  onSent,
  onCancel,
}: {
  initialEmail: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const { sending, resend } = useResendVerification(AUTH_MESSAGES.sendFailed);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await resend(email)) onSent();
  };

  return (
    <form className={styles.form} onSubmit={send}>
      <p className={styles.lead}>Enter the address you signed up with and we'll send a new link.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
