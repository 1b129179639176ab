import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const NGINX = '/usr/sbin/nginx'
const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/site.conf.template')

export interface RunningNginx {
  url: string
  stop(): Promise<void>
}

/** The checked-in site configuration with its three placeholders filled in. */
export async function siteConfiguration(values: {
  LISTEN: string
  UPSTREAM_SERVERS: string[]
  CACHE_DIR: string
}): Promise<string> {
  const template = await readFile(TEMPLATE, 'utf8')
  const upstreams = values.UPSTREAM_SERVERS.map((server) => `server ${server} max_fails=0;`).join('\n  ')
  return template
    .replaceAll('${LISTEN}', values.LISTEN)
    .replaceAll('${UPSTREAM_SERVERS}', upstreams)
    .replaceAll('${CACHE_DIR}', values.CACHE_DIR)
}

/**
 * Debian's nginx in front of the given servers, with the checked-in configuration
 * (deploy/nginx/site.conf.template), in a temporary folder of its own: its own pid file, logs and cache,
 * never the system's. scripts/test/prepare.sh installs it.
 */
export async function startNginx({ port, servers }: { port: number; servers: string[] }): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error("nginx is not installed: run `bash scripts/test/prepare.sh` (it installs Debian's nginx package).")
  const prefix = await mkdtemp(path.join(tmpdir(), 'abc-nginx-'))
  await mkdir(path.join(prefix, 'logs'))
  await mkdir(path.join(prefix, 'cache'))
  const main = path.join(prefix, 'nginx.conf')
  await writeFile(
    path.join(prefix, 'site.conf'),
    await siteConfiguration({
      LISTEN: `127.0.0.1:${port}`,
      UPSTREAM_SERVERS: servers,
      CACHE_DIR: path.join(prefix, 'cache'),
    }),
  )
  await writeFile(
    main,
    [
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      // Each request through the proxy holds two connections (the client's and the server's): 500 clients at once need over 1,000.
      'events { worker_connections 4096; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(prefix, `${kind}_temp`)};`,
      ),
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  // As root, nginx's workers run as nobody: they must be able to reach the cache and temporary folders.
  if (process.getuid?.() === 0) {
    const { stdout: uid } = await run('id', ['-u', 'nobody'])
    const { stdout: gid } = await run('id', ['-g', 'nobody'])
    await chown(prefix, Number(uid), Number(gid))
    await chown(path.join(prefix, 'cache'), Number(uid), Number(gid))
  }
  const child = spawn(NGINX, ['-p', prefix, '-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors}`)
    try {
      await fetch(`${url}/healthz`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 15 s:\n${errors}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await once(child, 'exit')
      }
      await rm(prefix, { recursive: true, force: true })
    },
  }
}
