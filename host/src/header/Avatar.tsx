import { type User } from '@suscripciones/shared';
import { initialsOf } from './initials';
import styles from './Header.module.css';

/** Whether the avatar shows the user's initials (no photo, or the photo failed to load). */
export const showsInitials = (user: User, photoBroken: boolean): boolean => !user.foto || photoBroken;

/** The user's photo, or the initials of the name when there is none (or it fails to load). */
export function Avatar({ user, photoBroken, onPhotoError }: { user: User; photoBroken: boolean; onPhotoError: () => void }) {
  if (user.foto && !showsInitials(user, photoBroken)) {
    return <img className={styles.avatar} src={user.foto} alt="" width={32} height={32} onError={onPhotoError} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initials">
      {initialsOf(user)}
    </span>
  );
}
