import { createRandom, hashSeed, type Random } from './prng';

// The people of the demo history: the restaurant's repeat customers and first-timers (names, mobile
// numbers, some emails, delivery addresses) and the staff who work the POS.

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Grace',
  'Lucas',
  'Chloe',
  'Thomas',
  'Ava',
  'Henry',
  'Zoe',
  'James',
  'Ruby',
  'Ethan',
  'Wei',
  'Mei',
  'Jun',
  'Hui',
  'Priya',
  'Arjun',
  'Aisha',
  'Omar',
  'Sofia',
  'Mateo',
  'Hannah',
  'Liam',
  'Emily',
  'Daniel',
  'Sarah',
  'Minh',
  'Linh',
  'Kenji',
  'Yuki',
  'Fatima',
  'Giulia',
  'Marco',
];
const LAST_NAMES = [
  'Smith',
  'Nguyen',
  'Wang',
  'Li',
  'Chen',
  'Brown',
  'Wilson',
  'Taylor',
  'Jones',
  'Williams',
  'Kelly',
  'Martin',
  'Tran',
  'Zhang',
  'Liu',
  'Patel',
  'Singh',
  'Khan',
  'Murphy',
  "O'Brien",
  'Rossi',
  'Papadopoulos',
  'Kim',
  'Park',
  'Huang',
  'Wu',
  'Lee',
  'Walker',
  'Harris',
  'Campbell',
];
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Streets near each demo restaurant with their suburb and postcode, for deliveries. */
const STREETS: Record<string, readonly [string, string, string][]> = {
  goldendragon: [
    ['Harris Street', 'Ultimo NSW', '2007'],
    ['Glebe Point Road', 'Glebe NSW', '2037'],
    ['Crown Street', 'Surry Hills NSW', '2010'],
    ['Kent Street', 'Sydney NSW', '2000'],
    ['Bourke Street', 'Darlinghurst NSW', '2010'],
    ['King Street', 'Newtown NSW', '2042'],
    ['Pyrmont Street', 'Pyrmont NSW', '2009'],
    ['Cleveland Street', 'Redfern NSW', '2016'],
  ],
  bondibites: [
    ['Hall Street', 'Bondi Beach NSW', '2026'],
    ['Curlewis Street', 'Bondi Beach NSW', '2026'],
    ['Bondi Road', 'Bondi NSW', '2026'],
    ['Arden Street', 'Coogee NSW', '2034'],
    ['Old South Head Road', 'Rose Bay NSW', '2029'],
  ],
};

export interface Person {
  name: string;
  phone: string;
  email: string | null;
}

export interface DeliveryAddress {
  address: string;
  postcode: string;
}

/**
 * A restaurant's customers: a pool of regulars (some come back often, most now and then) and a
 * stream of first-timers, all with distinct mobile numbers.
 */
export class CustomerSource {
  readonly pool: Person[] = [];
  private readonly weights: number[] = [];
  private readonly phones = new Set<string>();
  private readonly random: Random;
  private readonly streets: readonly [string, string, string][];

  constructor(restaurantKey: string, poolSize: number) {
    this.random = createRandom(hashSeed(`${restaurantKey}:customers`));
    this.streets = STREETS[restaurantKey] ?? STREETS.goldendragon!;
    for (let i = 0; i < poolSize; i++) {
      this.pool.push(this.newPerson());
      // A long tail: the first regulars order far more often than the last.
      this.weights.push(1 / (i + 1) ** 0.85);
    }
  }

  /** A new person from the restaurant's own stream, so the same history meets the same people. */
  private newPerson(): Person {
    const random = this.random;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    let phone: string;
    do phone = `04${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    while (this.phones.has(phone) || phone === '0412345678');
    this.phones.add(phone);
    const email = random.chance(0.5)
      ? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') +
        `${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`
      : null;
    return { name: `${first} ${last}`, phone, email };
  }

  /** A regular (by how often each comes) or a first-timer. */
  customer(random: Random, repeatOdds: number): Person {
    if (random.chance(repeatOdds)) return random.weighted(this.pool, this.weights);
    return this.newPerson();
  }

  /** A name only, as a delivery partner's order gives it ('Mia L.'). */
  partnerName(random: Random): string {
    return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES).charAt(0)}.`;
  }

  address(random: Random): DeliveryAddress {
    const [street, suburb, postcode] = random.pick(this.streets);
    const unit = random.chance(0.4) ? `${random.int(1, 40)}/` : '';
    return { address: `${unit}${random.int(1, 320)} ${street}, ${suburb} ${postcode}`, postcode };
  }
}

/** A member of staff who works the POS: the demo account's name and user id. */
export interface StaffMember {
  name: string;
  userId: string;
  /** How much of the floor work they do. */
  weight: number;
  /** May delete bills and refund (admins and managers). */
  canDelete: boolean;
}

/** Floor weight and delete right by role; roles not listed do not work the POS. */
const STAFF_ROLES: Record<string, { weight: number; canDelete: boolean }> = {
  restaurantStaff: { weight: 6, canDelete: false },
  restaurantManager: { weight: 4, canDelete: true },
  restaurantAdmin: { weight: 1.5, canDelete: true },
  restaurantGroupAdmin: { weight: 1, canDelete: true },
};

export function staffOf(
  users: readonly { id: string; firstName: string; lastName: string; role: string }[],
): StaffMember[] {
  return users
    .filter((u) => STAFF_ROLES[u.role])
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
    .map((u) => ({ name: `${u.firstName} ${u.lastName}`.trim(), userId: u.id, ...STAFF_ROLES[u.role]! }));
}

export class StaffRoster {
  private readonly floorWeights: number[];
  private readonly deleters: StaffMember[];

  constructor(private readonly staff: readonly StaffMember[]) {
    if (staff.length === 0) throw new Error('demo history: the restaurant has no staff account');
    this.floorWeights = staff.map((s) => s.weight);
    const deleters = staff.filter((s) => s.canDelete);
    this.deleters = deleters.length ? deleters : [...staff];
  }

  onFloor(random: Random): StaffMember {
    return random.weighted(this.staff, this.floorWeights);
  }

  manager(random: Random): StaffMember {
    return random.pick(this.deleters);
  }
}
