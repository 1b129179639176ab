import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../e2e/support/server'

export interface ReceivedMail {
  messageId: string
  to: string[]
  raw: string
}

export interface TestSmtpServer {
  url: string
  received: ReceivedMail[]
  /** Deliveries the server turned away with a temporary failure. */
  rejected: number
  /** Turn deliveries away (451, try again later) until told otherwise. */
  failing: boolean
  /** Connections a sender dropped mid-conversation (a sending server killed, say): a mail server's everyday lot, never a test failure. */
  dropped: Error[]
  close(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 (on `port`, or a free one) that records what it accepts, and can refuse deliveries the way a struggling mail server does. */
export async function startSmtpServer({
  failing = false,
  delayMs = 0,
  port: chosenPort,
}: { failing?: boolean; delayMs?: number; port?: number } = {}): Promise<TestSmtpServer> {
  const port = chosenPort ?? (await freePort())
  const state: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    rejected: 0,
    failing,
    dropped: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        setTimeout(() => {
          if (state.failing) {
            state.rejected++
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          state.received.push({
            messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
          })
          callback()
        }, delayMs)
      })
    },
  })
  // smtp-server emits each connection's socket error on the server; unheard, Node throws it.
  server.on('error', (error) => state.dropped.push(error))
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  return state
}
