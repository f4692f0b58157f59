import type { Customer } from '@rpos/domain';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, customers } from '../../db/schema';

/**
 * The restaurant's customers (decision 0159): its customers rows (written by placeOrder) and the
 * people who booked a table, one per phone number. Two spellings of one mobile (0412 345 678,
 * 412345678, +61 412 345 678) are one customer: the key is the digits, an Australian mobile written
 * with 0. Name, phone and email are the latest given; createdAt the first time the restaurant had them.
 */

const C = `"${getTableName(customers)}"`;
const B = `"${getTableName(bookings)}"`;

const PHONE_KEY = `case
    when digits ~ '^61[0-9]{9}$' then '0' || substr(digits, 3)
    when digits ~ '^4[0-9]{8}$' then '0' || digits
    else digits end`;

/** $1: the restaurant. Every row of `people` is that restaurant's, whichever source it came from. */
const PEOPLE = `with people as (
  select ${C}."${customers.id.name}" as id, ${C}."${customers.name.name}" as name,
    ${C}."${customers.phone.name}" as phone, ${C}."${customers.email.name}" as email,
    ${C}."${customers.createdAt.name}" as created_at, ${C}."${customers.lastOrderAt.name}" as seen_at,
    0 as source
  from ${C} where ${C}."${customers.restaurantId.name}" = $1
  union all
  select 'booking-' || ${B}."${bookings.id.name}", ${B}."${bookings.name.name}",
    ${B}."${bookings.mobilePhone.name}", ${B}."${bookings.email.name}",
    ${B}."${bookings.createdAt.name}", ${B}."${bookings.createdAt.name}", 1
  from ${B} where ${B}."${bookings.restaurantId.name}" = $1
), keyed as (
  select people.*, ${PHONE_KEY} as key
  from people, lateral (select regexp_replace(people.phone, '[^0-9]', '', 'g') as digits) d
), grouped as (
  select key,
    (array_agg(id order by source, created_at, id))[1] as id,
    (array_agg(nullif(btrim(name), '') order by seen_at desc) filter (where btrim(name) <> ''))[1] as name,
    (array_agg(btrim(phone) order by seen_at desc))[1] as phone,
    (array_agg(btrim(email) order by seen_at desc) filter (where btrim(email) <> ''))[1] as email,
    min(created_at) as created_at
  from keyed where key <> ''
  group by key
)`;

const PAGE_SQL = `${PEOPLE}
select id, name, phone, email, created_at from grouped
order by created_at desc, key
limit $2 offset $3`;

const COUNT_SQL = `${PEOPLE}
select count(*)::int as total from grouped`;

interface CustomerRecord {
  id: string;
  name: string | null;
  phone: string;
  email: string | null;
  created_at: Date | string;
}

const toCustomer = (r: CustomerRecord): Customer => ({
  id: r.id,
  name: r.name ?? '',
  phoneNumber: r.phone,
  email: r.email,
  createdAt: new Date(r.created_at).toISOString(),
});

/** One page of the restaurant's customers, newest first; `limit` null: all of them. */
export async function listCustomers(
  database: Pick<Database, 'query'>,
  restaurantId: string,
  range: { limit: number | null; offset: number },
): Promise<Customer[]> {
  const rows = await database.query<CustomerRecord>(PAGE_SQL, [restaurantId, range.limit, range.offset]);
  return rows.map(toCustomer);
}

export async function countCustomers(
  database: Pick<Database, 'query'>,
  restaurantId: string,
): Promise<number> {
  const [row] = await database.query<{ total: number }>(COUNT_SQL, [restaurantId]);
  return row?.total ?? 0;
}
