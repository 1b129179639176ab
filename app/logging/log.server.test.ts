import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './log.server'

/** A logger at `level` whose lines are kept, parsed, in `lines`. */
function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger(level, destination), lines }
}

describe('the logger', () => {
  it('writes one JSON line with time, level and msg, and no host or process id', () => {
    const { logger, lines } = capture()
    logger.info({ reference: 'BK-ABCD-1234' }, 'booking request stored')
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'booking request stored',
        reference: 'BK-ABCD-1234',
      },
    ])
  })

  it('redacts the personal fields of a booking-shaped object, nested too, and keeps the rest', () => {
    const { logger, lines } = capture()
    const booking = {
      reference: 'BK-ABCD-1234',
      booking: 'counselling-appointment',
      details: { contactName: 'Pat Private', email: 'pat@example.com' },
      request: {
        contactName: 'Pat Private',
        personName: 'Sam Someone',
        phone: '0412 345 678',
        email: 'pat@example.com',
        address: '1 Private Street',
        message: 'My private message',
        answers: { language: 'Klingon' },
        form: { postcode: '2150', place: 'Parramatta', name: 'Pat' },
      },
      search: { q: 'family violence', query: 'q=family+violence', words: ['family', 'violence'], near: 'Dubbo' },
    }
    logger.warn(booking, 'booking request not stored')
    const line = JSON.stringify(lines[0])
    for (const secret of [
      'Pat Private',
      'Sam Someone',
      '0412 345 678',
      'pat@example.com',
      '1 Private Street',
      'My private message',
      'Klingon',
      '2150',
      'Parramatta',
      '"Pat"',
      'family violence',
      'family+violence',
      'Dubbo',
    ])
      expect(line).not.toContain(secret)
    expect(lines[0]).toMatchObject({
      reference: 'BK-ABCD-1234',
      booking: 'counselling-appointment',
      details: '[redacted]',
      request: { contactName: '[redacted]', form: { postcode: '[redacted]' } },
    })
  })

  it('honours the level: silent writes nothing, warn leaves out info', () => {
    const silent = capture('silent')
    silent.logger.error({}, 'nothing')
    expect(silent.lines).toEqual([])
    const warn = capture('warn')
    warn.logger.info({}, 'left out')
    warn.logger.warn({}, 'kept')
    expect(warn.lines.map((line) => line.msg)).toEqual(['kept'])
  })
})
