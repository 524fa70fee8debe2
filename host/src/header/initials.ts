import type { User } from '@suscripciones/shared';

/** The initials shown in the avatar when the user has no photo. */
export function initialsOf(user: Pick<User, 'nombre' | 'apellidos'>): string {
  const letters = [user.nombre, user.apellidos]
    .flatMap((part) => part.trim().split(/\s+/).slice(0, 1))
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}
