import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  buildDirectory: '../../../build/bench-bare',
} satisfies Config
