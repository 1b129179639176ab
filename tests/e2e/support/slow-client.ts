import { connect } from 'node:net'
import { networkDelay } from './timers'

/** What a raw connection got: the answer's head, or how it ended without one. */
export type RawOutcome = { answered: true; head: string } | { answered: false; how: string }

/**
 * A slow client: opens a connection and sends a GET on it `delayMs` later, as a slow phone or a browser's
 * preconnected socket does; resolves with the answer's head, or with how the connection ended without an answer.
 */
export function slowGet(baseUrl: string, path: string, delayMs: number): Promise<RawOutcome> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    let received = ''
    const socket = connect(Number(port), hostname)
    const finish = (how: string) =>
      resolve(
        received.startsWith('HTTP/1.1')
          ? { answered: true, head: received.split('\r\n\r\n')[0] ?? '' }
          : { answered: false, how },
      )
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
    socket.on('close', () => finish('closed'))
    socket.on(
      'connect',
      () =>
        void networkDelay(delayMs).then(() =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`),
        ),
    )
  })
}
