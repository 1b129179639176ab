/**
 * Live-content streams each server holds, by client address, so that the per-client limit counts every
 * server's streams (app/content/live/stream-counts.server.ts). One row per server and client, renewed
 * while the server runs; rows not renewed within the lease are a crashed server's and are not counted.
 */
export const sql = /* sql */ `
create table live_streams (
  server_id text not null,
  client text not null,
  streams integer not null,
  seen_at timestamptz not null default now(),
  primary key (server_id, client)
);

create index live_streams_client on live_streams (client, seen_at);
`
