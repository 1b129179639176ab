import { once } from 'node:events'
import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that nothing listens on at this moment. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}
