import { useCallback, useState } from 'react';
import { resetPassword } from '../../../api/account-api';
import { resetRefusalOf } from '../api/reset-refusal';

interface Editing {
  status: 'editing';
  saving: boolean;
  passwordError?: string;
  failure?: string;
}

export type PasswordReset =
  Editing | { status: 'reset'; message: string } | { status: 'refused'; message: string };

const EDITING: Editing = { status: 'editing', saving: false };

/** The reset page's states: the form (saving, or refused beside a field), then reset or refused. */
export function usePasswordReset(token: string) {
  const [reset, setReset] = useState<PasswordReset>(EDITING);

  const submit = useCallback(
    async (password: string) => {
      setReset({ ...EDITING, saving: true });
      try {
        const answer = await resetPassword(token, password);
        setReset({ status: 'reset', message: answer.message });
      } catch (error) {
        const refusal = resetRefusalOf(error);
        if (refusal.where === 'link') setReset({ status: 'refused', message: refusal.message });
        else if (refusal.where === 'password')
          setReset({ ...EDITING, passwordError: refusal.message });
        else setReset({ ...EDITING, failure: refusal.message });
      }
    },
    [token],
  );

  return { reset, submit };
}
