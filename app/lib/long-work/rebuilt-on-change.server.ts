import { errorFields, log } from '~/logging/log.server'

/** What a content-derived value needs from the content client: its version, and word of changes. */
export interface VersionedContent {
  readonly version: number
  onChange(listener: (version: number) => void): () => void
}

/**
 * A value built from the content (an index), rebuilt when the content changes. Requests never wait
 * for a rebuild: they get the last value built while the next one is made. Only the very first
 * request waits, and requests that arrive together share one build. One build runs at a time; changes
 * that arrive during a build are taken up by one more build when it ends. A failed build is logged
 * and retried on the next request, which meanwhile gets the last good value.
 */
export function rebuiltOnChange<Value>(
  content: VersionedContent,
  build: (version: number) => Promise<Value>,
  name: string,
): () => Promise<Value> {
  let ready: { version: number; value: Value } | undefined
  let building: Promise<Value> | undefined

  const rebuild = (): Promise<Value> => {
    if (building) return building
    const version = content.version
    const attempt = Promise.resolve().then(() => build(version))
    building = attempt
    attempt.then(
      (value) => {
        building = undefined
        ready = { version, value }
        if (content.version !== version) void rebuild()
      },
      (error: unknown) => {
        building = undefined
        log.error(`${name} could not be built`, { version, ...errorFields(error) })
      },
    )
    return attempt
  }

  content.onChange(() => void rebuild())

  return async () => {
    if (!ready) return rebuild()
    if (ready.version !== content.version) void rebuild()
    return ready.value
  }
}
