-- Custom (decision 0390): before payments_in_flight_uq, an order or deposit that has several attempts
-- in flight keeps its newest one; the older ones are cancelled as superseded (a capture that still
-- arrives for one of them is refunded automatically once the subject is paid).
UPDATE "payments" p
SET "status" = 'cancelled', "failure_reason" = 'superseded', "updated_at" = now()
WHERE p."status" IN ('created', 'pending', 'requiresAction')
  AND EXISTS (
    SELECT 1 FROM "payments" q
    WHERE q."subject_key" = p."subject_key"
      AND q."status" IN ('created', 'pending', 'requiresAction')
      AND (q."created_at" > p."created_at" OR (q."created_at" = p."created_at" AND q."id" > p."id"))
  );
