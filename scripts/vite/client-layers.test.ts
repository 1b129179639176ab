import { describe, expect, it } from 'vitest'
import {
  AFTER_FIRST_LOAD_MODULES,
  clientLayerProblems,
  pageFileProblems,
  SHELL,
  SHELL_FOLDER_EXCEPT,
  SHELL_MODULES,
  type BuiltChunk,
} from './client-layers'

const app = (name: string) => `/repo/app/${name}`
const chunk = (fileName: string, moduleIds: string[], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...extra,
})

/** A client build as the bundler reports it: the shell file holds every listed module, the exceptions sit in a route's file. */
function build({
  shellModules = SHELL_MODULES.map((name) => app(`${name}.ts`)),
  rootImports = ['assets/framework-x.js', 'assets/shell-x.js'],
  laterModules = AFTER_FIRST_LOAD_MODULES.map((name) => app(`${name}.tsx`)),
} = {}) {
  return [
    chunk('assets/root-x.js', [app('root.tsx')], {
      isEntry: true,
      facadeModuleId: app('root.tsx?__react-router-build-client-route'),
      imports: rootImports,
    }),
    chunk('assets/framework-x.js', ['/repo/node_modules/react/index.js']),
    chunk('assets/shell-x.js', [app('shell/SiteHeader.tsx'), ...shellModules]),
    chunk('assets/shared-x.js', [app('ui/Card.tsx')]),
    chunk(
      'assets/menus-x.js',
      SHELL_FOLDER_EXCEPT.map((name) => app(`${name}.tsx`)),
    ),
    chunk('assets/later-x.js', laterModules),
  ]
}

describe("the client build's layers (scripts/vite/client-layers.ts)", () => {
  it('pass when the root imports only the framework and the shell, and every listed module is where the list says', () => {
    expect(clientLayerProblems(build())).toEqual([])
  })

  it('fail when the root imports a shared file: the shell uses a module SHELL does not list', () => {
    expect(
      clientLayerProblems(build({ rootImports: ['assets/framework-x.js', 'assets/shell-x.js', 'assets/shared-x.js'] })),
    ).toEqual([
      'the root route imports assets/shared-x.js (app/ui/Card.tsx) at once: add to SHELL_MODULES what the shell uses',
    ])
  })

  it('fail when SHELL_MODULES names a module the shell file does not hold', () => {
    const shellModules = SHELL_MODULES.filter((name) => name !== 'ui/dates').map((name) => app(`${name}.ts`))
    expect(clientLayerProblems(build({ shellModules }))).toEqual([
      'SHELL_MODULES names app/ui/dates, which is not in the shell file: the shell no longer uses it, or it moved',
    ])
  })

  it('fail when a module loaded after the page is interactive is in a file every page loads first', () => {
    const later = AFTER_FIRST_LOAD_MODULES.map((name) => app(`${name}.tsx`))
    const chunks = build({ laterModules: [] }).map((built) =>
      built.name === 'shell' ? { ...built, moduleIds: [...built.moduleIds, ...later] } : built,
    )
    expect(clientLayerProblems(chunks)).toContain(
      'app/search/SearchCombobox is in assets/shell-x.js, which every page loads first: it is loaded after the page is interactive (AFTER_FIRST_LOAD_MODULES)',
    )
    expect(clientLayerProblems(build({ laterModules: [app('search/SearchCombobox.tsx')] }))).toContain(
      'AFTER_FIRST_LOAD_MODULES names app/analytics/PageViews, which the client build does not have: remove it',
    )
  })

  it('match the shell folder but its exceptions, and the listed modules by name only', () => {
    expect(SHELL.test(app('shell/SiteHeader.tsx'))).toBe(true)
    expect(SHELL.test(app('shell/MenuPanel.tsx'))).toBe(false)
    expect(SHELL.test(app('ui/icons.tsx'))).toBe(true)
    expect(SHELL.test(app('ui/icons-extra.tsx'))).toBe(false)
    expect(SHELL.test('C:\\repo\\app\\ui\\phone.ts')).toBe(true)
  })
})

describe("the pages' shared files (scripts/vite/client-layers.ts)", () => {
  const route = app('routes/locations.tsx')
  /** /locations: its route file, a shared file, the form kit and the shell; what each module imports. */
  function locations(sharedModules: string[]) {
    const chunks = [
      chunk('assets/locations-x.js', [route], {
        isEntry: true,
        facadeModuleId: `${route}?__react-router-build-client-route`,
        imports: ['assets/shell-x.js', 'assets/shared-x.js', 'assets/form-kit-x.js'],
      }),
      chunk('assets/shell-x.js', [app('shell/SiteHeader.tsx'), app('ui/icons.tsx')]),
      chunk('assets/shared-x.js', sharedModules),
      chunk('assets/form-kit-x.js', [app('ui/form/TextField.tsx'), app('ui/form/Radios.tsx')]),
    ]
    const imports: Record<string, string[]> = {
      [`${route}?__react-router-build-client-route`]: [route],
      [route]: [app('locations/LocationCard.tsx'), app('ui/form/TextField.tsx')],
      [app('locations/LocationCard.tsx')]: [app('opening-hours/status.ts'), app('ui/icons.tsx')],
    }
    return pageFileProblems(chunks, (id) => imports[id] ?? [])
  }

  it("pass when every module of a page's shared files is one it imports, directly or through another", () => {
    expect(locations([app('locations/LocationCard.tsx'), app('opening-hours/status.ts')])).toEqual([])
  })

  it('fail when a shared file hands a page a module it never imports; the shell and the form kit are loaded whole', () => {
    expect(locations([app('locations/LocationCard.tsx'), app('sections/ContactBlock.tsx')])).toEqual([
      'app/routes/locations.tsx loads assets/shared-x.js, which holds app/sections/ContactBlock.tsx that it never imports',
    ])
  })
})
