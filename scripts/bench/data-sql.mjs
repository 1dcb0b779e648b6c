// The load data as set-based SQL statements (generate_series, insert … select), one per step,
// for scripts/load-data.mjs. Every generated row is recognisable: user ids start `bench-`,
// e-mails end `@bench.example`, garages' e-mails end `@garages.bench.example`.
//
// Shape (C customers, R requests, H requests of the heavy customer):
// - staff: bench-admin@ (admin), bench-superadmin@ (super_admin), bench-admin-2..4@ (admin);
// - C customers bench-customer-<n>@, each with a profile and one vehicle; the R requests go to
//   customer 1 + (i * 7919) mod C, so each has R / C of them (bench-customer-1@ is the bench's
//   "normal" customer);
// - bench-heavy@, one customer with H requests over two years;
// - S submitters bench-submit-<n>@ with no requests: the bench's and soak's quote submissions
//   and sign-ins use them, a few each, so the per-account limits are never reached;
// - requests spread over three years, newest last: older than 30 days are mostly completed
//   (95 %), 2 % deleted, the rest pending, quoted, in review, accepted or in progress; newer
//   ones are mostly open (pending 30 %, processing 5 %, quoted 20 %, in review 10 %, accepted
//   10 %, in progress 10 %, completed 12 %, deleted 3 %);
// - G garages (1,000 at 10 k, 10,000 at 1 M), 15-mile service radius;
// - every garage and request placed: in one of 20 UK cities (London 8 times as likely as a small
//   one, Birmingham and Manchester 3, Leeds and Glasgow 2), with the city's postcode and its
//   sector's centroid (apps/server/reference/uk-postcode-centroids) moved up to about 3.5 miles
//   at random, so that the lists of what is near what (issue 29) have real neighbourhoods;
// - 1 or 2 quotes on each request past quoting: accepted and rejected once
//   decided, pending before; a completed £3 payment (and its reward points) for 60 % of the
//   accepted ones in progress or completed.
// Every account's password is the same scrypt hash (better-auth's own), e-mail confirmed.
// Then VACUUM ANALYZE.

export const BENCH_PASSWORD = "Automobi-bench-1";
/** The bench server's auth secret, so that the staff's two-step keys can be stored for it. */
export const BENCH_AUTH_SECRET = "automobi-bench-auth-secret-0123456789abcdef";
/**
 * The bench staff's authenticator key (base32): staff routes need two-step verification
 * (decision 042), so the bench signs its admin in with a code made from it.
 */
export const BENCH_STAFF_TOTP_SECRET = "AUTOMOBIBENCHSTAFFTOTPSECRETKEY";
export const HEAVY_EMAIL = "bench-heavy@bench.example";
export const NORMAL_EMAIL = "bench-customer-1@bench.example";
export const ADMIN_EMAIL = "bench-admin@bench.example";
/** The portal user of the bench garage in London (NEAR_POSTCODE): the garage portal's lists. */
export const GARAGE_USER_EMAIL = "bench-garage@bench.example";
export const submitterEmail = (n) => `bench-submit-${n}@bench.example`;
export const customerEmail = (n) => `bench-customer-${n}@bench.example`;

/** Cities as [postcode, sector centroid latitude, longitude, weight]. */
const CITIES = [
  ["SW1A 1AA", 51.5026, -0.13906, 8],
  ["B1 1BB", 52.47607, -1.90357, 3],
  ["M1 1AE", 53.48236, -2.23562, 3],
  ["LS1 4DY", 53.79592, -1.5537, 2],
  ["G1 1XQ", 55.86041, -4.24555, 2],
  ["EH1 1YZ", 55.95108, -3.18904, 1],
  ["BS1 4DJ", 51.4517, -2.59586, 1],
  ["CF10 1EP", 51.47618, -3.18204, 1],
  ["BT1 1AA", 54.601, -5.93071, 1],
  ["NE1 4ST", 54.97214, -1.62073, 1],
  ["S1 2HE", 53.38154, -1.46786, 1],
  ["L1 1JD", 53.40656, -2.98098, 1],
  ["NG1 5FS", 52.95513, -1.15535, 1],
  ["LE1 5YA", 52.63283, -1.1357, 1],
  ["SO14 7DU", 50.90796, -1.40325, 1],
  ["NR1 3JU", 52.63379, 1.3079, 1],
  ["PL1 1EA", 50.3716, -4.14037, 1],
  ["AB10 1AB", 57.14245, -2.10602, 1],
  ["YO1 7HH", 53.96088, -1.08226, 1],
  ["EX1 1AA", 50.72281, -3.52715, 1],
];

/** The city each row is in, by weight: a VALUES list of slots `(k, postcode, lat, lng)`, 1-based. */
const PLACE_SLOTS = CITIES.flatMap(([postcode, lat, lng, weight]) =>
  Array.from({ length: weight }, () => [postcode, lat, lng]),
);
const placeValues = () =>
  `(VALUES ${PLACE_SLOTS.map(([postcode, lat, lng], i) => `(${i + 1}, '${postcode}', ${lat}::float8, ${lng}::float8)`).join(", ")}) AS p(k, postcode, lat, lng)`;

/** The bench request and garage whose neighbourhoods the bench lists: in London. */
export const NEAR_POSTCODE = CITIES[0][0];

/** A place's columns from slot `p` and two random numbers: about 3.5 miles either way at most. */
const placeColumns = (a, b) =>
  `p.postcode, p.lat + (${a} - 0.5) * 0.1, p.lng + (${b} - 0.5) * 0.16, 'sector'`;

/** Whole numbers only: they are written into the SQL text. */
function int(name, value) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

/** `'text'` with quotes doubled. */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** A request's fields from its customer, creation time and three random numbers (u1..u3). */
function requestInsert({ series, userId, email, vehicleOf, created }) {
  const slots = PLACE_SLOTS.length;
  const recentStatus = `CASE WHEN u1 < 0.30 THEN 'pending' WHEN u1 < 0.35 THEN 'processing'
      WHEN u1 < 0.55 THEN 'quoted' WHEN u1 < 0.65 THEN 'in_review' WHEN u1 < 0.75 THEN 'accepted'
      WHEN u1 < 0.85 THEN 'in_progress' WHEN u1 < 0.97 THEN 'completed' ELSE 'deleted' END`;
  const oldStatus = `CASE WHEN u1 < 0.95 THEN 'completed' WHEN u1 < 0.97 THEN 'deleted'
      WHEN u1 < 0.975 THEN 'pending' WHEN u1 < 0.98 THEN 'quoted' WHEN u1 < 0.985 THEN 'in_review'
      WHEN u1 < 0.99 THEN 'accepted' ELSE 'in_progress' END`;
  return `
INSERT INTO quote_requests (user_id, customer_email, vehicle_registration, vehicle_make,
  vehicle_model, vehicle_id, services, description, budget_range, parts_preference, postcode,
  latitude, longitude, located_by,
  mobile, travel_distance, timeframe, status, is_editable, first_quoted_at, completed_at,
  deleted_at, created_at, updated_at)
SELECT s.user_id, s.email, v.registration, v.make, v.model, v.id,
  ARRAY[(ARRAY['oil-service', 'full-vehicle-service', 'brake-service', 'respray', 'dent-removal',
    'annual-inspection', 'get-new-tires', 'interior-exterior'])[1 + (s.i % 8)]]
    || CASE WHEN s.u2 < 0.02 THEN ARRAY['emergency'] ELSE ARRAY[]::text[] END,
  'Generated request ' || s.i || ': noise from the front when braking, please quote.',
  (ARRAY['under-100', '100-300', '300-500', '500-1000', '1000-plus'])[1 + (s.i % 5)],
  (ARRAY['new-parts', 'used-parts', 'no-preference'])[1 + (s.i % 3)],
  ${placeColumns("s.u4", "s.u5")}, '07700900' || lpad((s.i % 1000)::text, 3, '0'),
  (ARRAY['5-miles', '10-miles', '20-miles', '50-miles', 'anywhere'])[1 + (s.i % 5)],
  (ARRAY['asap', 'this-week', 'next-week', 'this-month', 'flexible'])[1 + (s.i % 5)],
  s.status, s.status IN ('pending', 'deleted'),
  CASE WHEN s.status IN ('quoted', 'in_review', 'accepted', 'in_progress', 'completed')
    THEN least(s.created + (1 + s.u2 * 47) * interval '1 hour', now()) END,
  CASE WHEN s.status = 'completed' THEN least(s.created + (2 + s.u3 * 12) * interval '1 day', now()) END,
  CASE WHEN s.status = 'deleted' THEN least(s.created + s.u3 * interval '2 days', now()) END,
  s.created,
  CASE WHEN s.status = 'pending' THEN s.created
    ELSE least(s.created + (2 + s.u3 * 12) * interval '1 day', now()) END
FROM (
  SELECT r.*, CASE WHEN r.created > now() - interval '30 days' THEN ${recentStatus}
    ELSE ${oldStatus} END AS status
  FROM (
    SELECT g.i, ${userId} AS user_id, ${email} AS email, ${created} AS created,
      random() AS u1, random() AS u2, random() AS u3, random() AS u4, random() AS u5,
      1 + floor(random() * ${slots})::int AS slot
    FROM ${series}
  ) r
) s
JOIN vehicles v ON v.user_id = ${vehicleOf}
JOIN ${placeValues()} ON p.k = s.slot`;
}

/**
 * The statements, in order, each `{ label, sql }`. `customers`, `requests`, `heavy` and
 * `submitters` are counts; `passwordHash` is better-auth's hash of BENCH_PASSWORD.
 */
export function dataSteps({
  customers,
  requests,
  heavy,
  submitters,
  garages,
  passwordHash,
  staffTwoFactorSecret,
}) {
  const GARAGES = int("garages", garages);
  if (GARAGES < 1) throw new Error("garages must be at least 1");
  const C = int("customers", customers);
  const R = int("requests", requests);
  const H = int("heavy", heavy);
  const S = int("submitters", submitters);
  if (C < 1) throw new Error("customers must be at least 1");
  const hash = literal(passwordHash);
  return [
    { label: "seed the random numbers", sql: "SELECT setseed(0.42)" },
    {
      label: "staff, customers, heavy customer and submitters (user)",
      sql: `
INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
SELECT id, name, email, true, role, created, created FROM (
SELECT * FROM (
  VALUES ('bench-admin', 'Bench Admin', '${ADMIN_EMAIL}', 'admin', now() - interval '1200 days'),
    ('bench-superadmin', 'Bench Super Admin', 'bench-superadmin@bench.example', 'super_admin', now() - interval '1200 days'),
    ('bench-admin-2', 'Bench Admin 2', 'bench-admin-2@bench.example', 'admin', now() - interval '900 days'),
    ('bench-admin-3', 'Bench Admin 3', 'bench-admin-3@bench.example', 'admin', now() - interval '600 days'),
    ('bench-admin-4', 'Bench Admin 4', 'bench-admin-4@bench.example', 'admin', now() - interval '300 days'),
    ('bench-heavy', 'Heavy Customer', '${HEAVY_EMAIL}', 'customer', now() - interval '800 days'),
    ('bench-garage', 'Bench Garage User', '${GARAGE_USER_EMAIL}', 'garage', now() - interval '1200 days')
) AS staff(id, name, email, role, created)
UNION ALL
SELECT 'bench-c-' || n, 'Customer ' || n, 'bench-customer-' || n || '@bench.example', 'customer',
  now() - interval '1100 days' + (n::float8 / ${C}) * interval '1095 days'
FROM generate_series(1, ${C}) n
UNION ALL
SELECT 'bench-s-' || n, 'Submitter ' || n, 'bench-submit-' || n || '@bench.example', 'customer',
  now() - interval '400 days'
FROM generate_series(1, ${S}) n
) AS everyone(id, name, email, role, created)`,
    },
    {
      label: "credential accounts (one password hash)",
      sql: `
INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
SELECT 'acc-' || u.id, u.id, 'credential', u.id, ${hash}, u.created_at, u.created_at
FROM "user" u WHERE u.id LIKE 'bench-%' AND u.email LIKE '%@bench.example'`,
    },
    {
      label: "two-step verification for the staff",
      sql: `
INSERT INTO two_factor (id, user_id, secret, backup_codes)
SELECT 'tf-' || u.id, u.id, ${literal(staffTwoFactorSecret)}, '[]'
FROM "user" u WHERE u.id LIKE 'bench-%' AND u.role IN ('admin', 'super_admin')`,
    },
    {
      label: "the staff's two-step verification on",
      sql: `
UPDATE "user" SET two_factor_enabled = true
WHERE id LIKE 'bench-%' AND role IN ('admin', 'super_admin')`,
    },
    {
      label: "profiles",
      sql: `
INSERT INTO profiles (user_id, first_name, last_name, postcode, mobile, created_at, updated_at)
SELECT u.id, split_part(u.name, ' ', 1), coalesce(nullif(split_part(u.name, ' ', 2), ''), 'Bench'),
  'LS6 2QR', '07700900123', u.created_at, u.created_at
FROM "user" u WHERE u.id LIKE 'bench-%' AND u.role = 'customer'`,
    },
    {
      label: "vehicles (one per customer)",
      sql: `
INSERT INTO vehicles (user_id, registration, make, model, year, created_at, updated_at)
SELECT u.id, 'BX' || lpad(row_number() OVER (ORDER BY u.id)::text, 6, '0'),
  (ARRAY['Ford', 'Volkswagen', 'Vauxhall', 'BMW', 'Audi'])[1 + abs(hashtext(u.id) % 5)],
  (ARRAY['Focus', 'Golf', 'Corsa', '3 Series', 'A3'])[1 + abs(hashtext(u.id) % 5)],
  2010 + (hashtext(u.id) & 7), u.created_at, u.created_at
FROM "user" u WHERE u.id LIKE 'bench-c-%' OR u.id = 'bench-heavy'`,
    },
    // No random() here: the heavy customer's requests below must draw the same random numbers
    // at every size, and the sizes have different numbers of garages.
    {
      label: `garages (${GARAGES})`,
      sql: `
INSERT INTO garages (name, address, phone, email, contact_person, specialties, postcode, latitude,
  longitude, located_by, service_radius_miles)
SELECT 'Bench Garage ' || g.k, g.k || ' Garage Road, ' || p.postcode, '0113 496 ' || lpad((g.k % 10000)::text, 4, '0'),
  'garage-' || g.k || '@garages.bench.example', 'Manager ' || g.k, ARRAY['oil-service', 'brake-service'],
  ${placeColumns("g.u1", "g.u2")}, 15
FROM (SELECT k, (hashtext('lat' || k) & 65535) / 65535.0 AS u1,
    (hashtext('lng' || k) & 65535) / 65535.0 AS u2,
    1 + (hashtext('city' || k) & 65535) % ${PLACE_SLOTS.length} AS slot
  FROM generate_series(1, ${GARAGES}) k) g
JOIN ${placeValues()} ON p.k = g.slot`,
    },
    {
      label: "the portal user of the first bench garage in London",
      sql: `
INSERT INTO garage_users (user_id, garage_id, created_at)
SELECT 'bench-garage', id, now() - interval '1200 days' FROM garages
WHERE postcode = '${NEAR_POSTCODE}' AND email LIKE '%@garages.bench.example' ORDER BY id LIMIT 1`,
    },
    // The heavy customer's requests come first after the seed, so that they draw the same
    // random statuses at every size: the same number of them is listed (and the last page
    // holds as many) at 10 k as at 1 M, and the bench compares like with like.
    {
      label: `${H} requests of the heavy customer`,
      sql: requestInsert({
        series: `generate_series(1, ${H}) g(i)`,
        userId: "'bench-heavy'",
        email: `'${HEAVY_EMAIL}'`,
        vehicleOf: "s.user_id",
        created: `now() - ((${H} - g.i)::float8 / ${Math.max(H, 1)}) * interval '730 days' - random() * interval '1 hour'`,
      }),
    },
    {
      label: `${R} quote requests over ${C} customers`,
      sql: requestInsert({
        series: `generate_series(1, ${R}) g(i)`,
        userId: `'bench-c-' || (1 + (g.i::bigint * 7919) % ${C})`,
        email: `'bench-customer-' || (1 + (g.i::bigint * 7919) % ${C}) || '@bench.example'`,
        vehicleOf: "s.user_id",
        created: `now() - ((${R} - g.i)::float8 / ${R}) * interval '1095 days' - random() * interval '1 hour'`,
      }),
    },
    {
      label: "quotes (1 or 2 per request past quoting)",
      sql: `
WITH g AS MATERIALIZED (
  SELECT id, row_number() OVER (ORDER BY email) AS k FROM garages
  WHERE email LIKE '%@garages.bench.example'
)
INSERT INTO quotes (quote_request_id, garage_id, price_pence, description, estimated_duration,
  warranty_info, status, decided_at, created_at, updated_at)
SELECT r.id, g.id, 4000 + (hashtext(r.id::text || k.n) & 65535) * 5,
  'Parts and labour as described', '2-3 hours', '12 months',
  CASE WHEN r.status IN ('quoted', 'in_review') THEN 'pending'
    WHEN k.n = 1 THEN 'accepted' ELSE 'rejected' END,
  CASE WHEN r.status IN ('quoted', 'in_review') THEN NULL
    ELSE least(r.first_quoted_at + interval '1 day', now()) END,
  r.first_quoted_at + (k.n - 1) * interval '1 hour',
  r.first_quoted_at + (k.n - 1) * interval '1 hour'
FROM quote_requests r
CROSS JOIN LATERAL generate_series(1, 1 + (hashtext(r.id::text) & 1)) AS k(n)
JOIN g ON g.k = 1 + ((hashtext(r.id::text) & 65535) + k.n * 7) % ${GARAGES}
WHERE r.user_id LIKE 'bench-%'
  AND r.status IN ('quoted', 'in_review', 'accepted', 'in_progress', 'completed')`,
    },
    {
      label: "completed payments (60 % of accepted quotes in progress or completed)",
      sql: `
INSERT INTO payments (quote_request_id, quote_id, user_id, provider, provider_session_id,
  amount_pence, status, completed_at, created_at, updated_at)
SELECT r.id, q.id, r.user_id, 'test', 'bench_' || q.id, 300, 'completed',
  q.decided_at + interval '10 minutes', q.decided_at, q.decided_at + interval '10 minutes'
FROM quotes q JOIN quote_requests r ON r.id = q.quote_request_id
WHERE q.status = 'accepted' AND r.user_id LIKE 'bench-%'
  AND r.status IN ('in_progress', 'completed') AND (hashtext(q.id::text) & 1023) < 614`,
    },
    {
      label: "notifications (one for each quote, read once it was decided)",
      sql: `
INSERT INTO notifications (user_id, kind, title, body, link, quote_request_id, read_at, created_at)
SELECT r.user_id, 'new_quote', 'New quote received',
  'A garage has quoted for your request', '/dashboard?tab=quotes', r.id, q.decided_at,
  q.created_at
FROM quotes q JOIN quote_requests r ON r.id = q.quote_request_id
WHERE r.user_id LIKE 'bench-%'`,
    },
    {
      label: "reward points for the payments",
      sql: `
INSERT INTO reward_transactions (user_id, points, reason, quote_request_id, payment_id, created_at)
SELECT p.user_id, 10, 'payment', p.quote_request_id, p.id, p.completed_at
FROM payments p WHERE p.provider_session_id LIKE 'bench_%'`,
    },
    // VACUUM too: the visibility map lets counts use index-only scans, as on a server whose
    // autovacuum has caught up (the PostgreSQL here runs with autovacuum off).
    { label: "VACUUM ANALYZE", sql: "VACUUM ANALYZE" },
  ];
}

/** How many requests, customers, heavy requests and submitters each named size has. */
export const SIZES = {
  "10k": { requests: 10_000, customers: 1_000, heavy: 5_000, submitters: 2_000, garages: 1_000 },
  "1m": {
    requests: 1_000_000,
    customers: 100_000,
    heavy: 5_000,
    submitters: 2_000,
    garages: 10_000,
  },
};
