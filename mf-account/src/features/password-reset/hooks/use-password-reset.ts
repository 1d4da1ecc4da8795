import { useCallback, useState } from 'react';
import { resetPassword } from '../../shared/api/account-api';
import { resetRefusalOf, type ResetRefusal } from '../api/reset-refusal';

interface Editing {
  status: 'editing';
  saving: boolean;
  passwordError?: string;
  failure?: string;
}

export type PasswordReset =
  Editing | { status: 'reset'; message: string } | { status: 'refused'; message: string };

const EDITING: Editing = { status: 'editing', saving: false };

function afterRefusal({ where, message }: ResetRefusal): PasswordReset {
  if (where === 'link') return { status: 'refused', message };
  if (where === 'password') return { ...EDITING, passwordError: message };
  return { ...EDITING, failure: message };
}

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
        setReset(afterRefusal(resetRefusalOf(error)));
      }
    },
    [token],
  );

  return { reset, submit };
}
