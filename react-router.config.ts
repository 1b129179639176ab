import type { Config } from '@react-router/dev/config'
import { writeBuildMeta } from './scripts/vite/build-meta'

export default {
  ssr: true,
  // SPEC 7's builds/meta/{id}.json: the build's route rules and prerendered paths, once both builds are written.
  buildEnd: writeBuildMeta,
} satisfies Config
