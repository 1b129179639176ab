import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './free-port'

const run = promisify(execFile)

export interface ThrowawayPostgres {
  /** A connection string for a fresh, empty database on this server. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

/** Debian's PostgreSQL binaries (the newest installed major version); scripts/test/prepare.sh installs them. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((folder) => existsSync(path.join(folder, 'initdb')))
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: run `bash scripts/test/prepare.sh` (it installs Debian's postgresql package).",
    )
  return bin
}

/** initdb refuses to run as root: as root, run the server as the `postgres` user the Debian package creates. */
async function asServerUser(command: string, args: string[]) {
  const root = process.getuid?.() === 0
  return run(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, { timeout: 60_000 })
}

/**
 * A throwaway PostgreSQL server, for tests and `npm run cluster`: a new cluster in a temporary folder, listening on 127.0.0.1 at a
 * free port and on a Unix socket in that folder, trusted logins, removed again by stop().
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin()
  const folder = await mkdtemp(path.join(tmpdir(), 'bookings-postgres-'))
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(folder, Number(stdout.trim()), Number(group.trim()))
  }
  const data = path.join(folder, 'data')
  const port = await freePort()
  await asServerUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ])
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=200 -c shared_buffers=32MB`
  await asServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ])
  const admin = `postgresql://postgres@127.0.0.1:${port}/postgres`
  let databases = 0
  return {
    async createDatabase() {
      const name = `bookings_${process.pid}_${++databases}`
      const client = new pg.Client(admin)
      await client.connect()
      await client.query(`create database ${name}`)
      await client.end()
      return `postgresql://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      await asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(folder, { recursive: true, force: true })
    },
  }
}
