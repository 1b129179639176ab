/** Problem reports ('Tell us something is wrong' on service and location pages) and the outbox of their notifications (app/problem-reports). */
export const sql = /* sql */ `
create table problem_reports (
  id integer generated always as identity primary key,
  -- Shown to the visitor; also the only thing about a report that is ever logged.
  reference text not null unique,
  -- From the form's hidden field: a double click, a retry or a resubmission finds the report already made.
  idempotency_key uuid not null unique,
  -- The page the report is about: 'services/{slug}' or 'locations/{slug}', and the document behind it.
  listing_path text not null,
  listing_id text not null,
  listing_title text not null,
  -- The validated form (app/problem-reports/report-form.ts ReportDetails): what is wrong, and the visitor's note.
  details jsonb not null,
  status text not null default 'new' check (status in ('new', 'handled')),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

create index problem_reports_status_created on problem_reports (status, created_at);

-- As booking_outbox (0001): one row per notification, written in the same statement as its report.
create table problem_report_outbox (
  id integer generated always as identity primary key,
  report_id integer not null references problem_reports (id) on delete cascade,
  recipient text not null,
  message_id text not null unique,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);

create index problem_report_outbox_due on problem_report_outbox (next_attempt_at) where sent_at is null;
`
