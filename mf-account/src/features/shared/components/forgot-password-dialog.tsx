import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Modal } from '@shop/ui';
import { useForgotPassword } from '../hooks/use-forgot-password';
import styles from './dialog-form.module.css';
import { TextField } from './text-field';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The address to offer, e.g. the one typed in the login form. */
  initialEmail?: string;
}

/** Forgot your password?: asks for the address and shows the server's answer in place. */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Reset your password" size="sm">
      {/* Mounted only while open, so each opening starts from the address offered. */}
      {open && <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />}
    </Modal>
  );
}

function ForgotPasswordForm({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const { request, send } = useForgotPassword();
  const answerRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the answer: focus goes with it, so it is read out and Tab stays here.
  useEffect(() => {
    if (request.status === 'sent') answerRef.current?.focus();
  }, [request.status]);

  if (request.status === 'sent') {
    return (
      <div className={styles.form}>
        <p ref={answerRef} tabIndex={-1} role="status" className={styles.answer}>
          {request.message}
        </p>
        <div className={styles.actions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  const failure = request.status === 'failed' ? request.message : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(email);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.lead}>
        Enter the address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={failure}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={request.status === 'sending'}>
          Send Link
        </Button>
      </div>
    </form>
  );
}
