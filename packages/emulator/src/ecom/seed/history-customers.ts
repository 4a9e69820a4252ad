/**
 * The customers of the demo store's history: members made with the same record function as
 * registration (no password: they reset it to sign in), each with a name and an address their
 * orders ship to, named and placed by the seeded random source so every seed gives the same people.
 */
import type { SeededRandom } from "../../catalog-core/seed/seeded-random.ts";
import type { Queryable } from "../../db/database.ts";
import { insertIdentity } from "../../identity/identity-records.ts";

/** A customer of the history: a member's id (or none, a guest), e-mail, name and address. */
export interface HistoryCustomer {
  memberId?: string;
  email: string;
  firstName: string;
  lastName: string;
  address: Record<string, string>;
}

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Mary",
  "Linus",
  "Hedy",
  "Tim",
  "Joan",
  "Ken",
  "Radia",
  "Donald",
  "Barbara",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Shelley",
  "Lamarr",
  "Clarke",
  "Perlman",
  "Knuth",
  "Liskov",
  "Ritchie",
];
const CITIES: readonly (readonly [string, string, string])[] = [
  ["London", "GB", "EC1A 1BB"],
  ["Paris", "FR", "75011"],
  ["Berlin", "DE", "10115"],
  ["New York", "US", "10001"],
  ["Toronto", "CA", "M5V 2T6"],
  ["Dublin", "IE", "D02 X285"],
];

function customer(random: SeededRandom, index: number): HistoryCustomer {
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const [city, country, postalCode] = random.pick(CITIES);
  return {
    email: `${firstName}.${lastName}.${index}@customers.vitrine.demo`.toLowerCase(),
    firstName,
    lastName,
    address: { addressLine1: `${random.int(1, 200)} High Street`, city, country, postalCode },
  };
}

/**
 * `members` members who joined at `joined`, and `guests` buyers without an account.
 *
 * @example
 * ```ts
 * const customers = await seedHistoryCustomers(tx, random, { members: 40, guests: 10, joined });
 * ```
 */
export async function seedHistoryCustomers(
  tx: Queryable,
  random: SeededRandom,
  counts: { members: number; guests: number; joined: Date },
): Promise<HistoryCustomer[]> {
  const customers: HistoryCustomer[] = [];
  for (let i = 0; i < counts.members; i++) {
    const person = customer(random, i + 1);
    const row = await insertIdentity(tx, {
      email: person.email,
      passwordHash: null,
      status: "ACTIVE",
      profile: {
        nickname: `${person.firstName} ${person.lastName}`,
        firstName: person.firstName,
        lastName: person.lastName,
      },
      emailVerified: true,
      approvalPending: false,
      now: counts.joined,
    });
    customers.push(row ? { ...person, memberId: row.id } : person);
  }
  for (let i = 0; i < counts.guests; i++) customers.push(customer(random, counts.members + i + 1));
  return customers;
}
