import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** The benchmark's yardstick: a bare React Router app, built apart from the site (scripts/bench/throughput.ts). */
export default defineConfig({ plugins: [reactRouter()] })
