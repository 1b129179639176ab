/** Booking requests and the outbox of notifications they queue (app/bookings). */
export const sql = /* sql */ `
create table booking_requests (
  id integer generated always as identity primary key,
  -- Shown to the visitor and quoted to staff; also the only thing about a request that is ever logged.
  reference text not null unique,
  -- From the form's hidden field: a double click, a retry or a resubmission finds the request already made.
  idempotency_key uuid not null unique,
  booking_slug text not null,
  booking_title text not null,
  service_title text,
  -- The validated form (app/bookings/form.ts BookingDetails): personal data, never logged.
  details jsonb not null,
  status text not null default 'new' check (status in ('new', 'handled')),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

create index booking_requests_status_created on booking_requests (status, created_at);

-- One row per notification to send. Written in the same statement as its request, so an accepted
-- request always has its notification; removed only with its request.
create table booking_outbox (
  id integer generated always as identity primary key,
  request_id integer not null references booking_requests (id) on delete cascade,
  recipient text not null,
  -- The same Message-ID on every attempt, so a mail system can recognise a repeat.
  message_id text not null unique,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender owns the row until then; after it, another sender may try again.
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);

create index booking_outbox_due on booking_outbox (next_attempt_at) where sent_at is null;
`
