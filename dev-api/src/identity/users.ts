import { randomUUID } from 'node:crypto';
import { userPhotoPath } from '../assets/pictures';
import { MapStore } from '../state/memoryStore';
import type { TokenUser } from './jwt';

/** One paid subscription as call 5 answers it. */
export interface PaidSubscriptionRecord {
  readonly id_medio_newsletter: number;
  /** The media name. */
  readonly medio: string;
  readonly id_suscripcion: number;
}

export interface DevUser extends TokenUser {
  readonly paidSubscriptions: readonly PaidSubscriptionRecord[];
}

export const seedUserIds = {
  /** Holds the porciNews España membership (id_suscripcion 8 = memberships.es id_medio). */
  member: 'member-1',
  /** No subscriptions, no photo. */
  guest: 'guest-1',
  /** A paid aviNews newsletter only (id_medio_newsletter 2, avicultura group). */
  reader: 'reader-1',
} as const;

/** The seeded users; their photo URLs point at dev-api's own origin. */
export function seedUsers(origin: string): DevUser[] {
  return [
    {
      token_id: seedUserIds.member,
      nombre: 'Marta',
      apellidos: 'García López',
      email: 'marta.garcia@example.com',
      foto: `${origin}${userPhotoPath(seedUserIds.member)}`,
      // id_suscripcion is the id_medio of memberships.es (porciNews España).
      paidSubscriptions: [{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }],
    },
    {
      token_id: seedUserIds.guest,
      nombre: 'Pablo',
      apellidos: 'Martín Ruiz',
      email: 'pablo.martin@example.com',
      foto: null,
      paidSubscriptions: [],
    },
    {
      token_id: seedUserIds.reader,
      nombre: 'Lucía',
      apellidos: 'Fernández Sanz',
      email: 'lucia.fernandez@example.com',
      foto: null,
      // A newsletter of the avicultura group whose medio is no membership's and no course's medio_id.
      paidSubscriptions: [{ id_medio_newsletter: 2, medio: 'aviNews Newsletter', id_suscripcion: 2 }],
    },
  ];
}

/** The seeded users plus those created through the sign-up page (cleared by reset). */
export class UserDirectory extends MapStore<string, DevUser> {
  private readonly seeded: ReadonlyMap<string, DevUser>;
  // records: the users created through the sign-up page; the seeded ones are configuration, and stay.

  constructor(origin: string) {
    super();
    this.seeded = new Map(seedUsers(origin).map((user) => [user.token_id, user]));
  }

  find(tokenId: string): DevUser | undefined {
    return this.seeded.get(tokenId) ?? this.records.get(tokenId);
  }

  /** The seeded users, then those created. */
  all(): DevUser[] {
    return [...this.seeded.values(), ...this.records.values()];
  }

  create(input: Pick<TokenUser, 'nombre' | 'apellidos' | 'email'>): DevUser {
    const user: DevUser = {
      token_id: `signup-${randomUUID().slice(0, 8)}`,
      nombre: input.nombre,
      apellidos: input.apellidos,
      email: input.email,
      foto: null,
      paidSubscriptions: [],
    };
    this.records.set(user.token_id, user);
    return user;
  }
}
