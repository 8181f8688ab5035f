import { useSelector } from '@xstate/react';
import { pl } from '../../i18n/pl';
import { useAuthActor } from './auth-hooks';
import { Button } from '../../ui/button';
import type { SocialProvider } from './auth.machine';
import styles from './guest.module.css';

const PROVIDERS: Array<{ provider: SocialProvider; label: string }> = [
  { provider: 'google', label: pl.auth.google },
  { provider: 'facebook', label: pl.auth.facebook },
];

/** Social sign-in buttons; the auth machine asks the server for the provider's URL and leaves for it. */
export function SocialButtons() {
  const auth = useAuthActor();
  const leaving = useSelector(auth, (s) => s.matches('leavingForProvider'));
  const busy = useSelector(auth, (s) => s.hasTag('busy'));
  return (
    <div className={styles.social}>
      {PROVIDERS.map(({ provider, label }) => (
        <Button
          key={provider}
          variant="secondary"
          isPending={leaving}
          isDisabled={busy && !leaving}
          onPress={() => auth.send({ type: 'auth.socialStart', provider })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
