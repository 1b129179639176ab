import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }

describe('the Studio’s package.json', () => {
  it('declares the packages the Sanity CLI checks, at the versions the repository installs', () => {
    const root = read('../package.json')
    const installed = { ...root.dependencies, ...root.devDependencies }
    const declared = read('package.json').dependencies ?? {}
    expect(Object.keys(declared).sort()).toEqual(['react', 'react-dom', 'sanity', 'styled-components'])
    for (const [name, version] of Object.entries(declared)) expect(version, name).toBe(installed[name])
  })
})
