import { useState } from 'react';
import type { User } from '@suscripciones/shared/schemas';
import { initialsOf } from '@suscripciones/shared/token';
import styles from './Header.module.css';

/** The user's photo, or the initials of the name when there is none (or it fails to load). */
export function Avatar({ user }: { user: User }) {
  const [broken, setBroken] = useState(false);
  if (user.foto && !broken) {
    return <img className={styles.avatar} src={user.foto} alt="" width={32} height={32} onError={() => setBroken(true)} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initials">
      {initialsOf(user)}
    </span>
  );
}
