import type { Plugin } from 'vite'

/**
 * The client's code comes in layers: the framework and the shell (header, footer, links, images, icons,
 * the search box: what root.tsx draws on every page), each one file that every page loads; the form kit
 * (FORM_KIT), one file for every page with a form; the modules some pages share (SHARED), in files by the
 * routes that use them; and the route's own modules. The bundler would otherwise split the framework and
 * the shell into dozens of files of a few hundred bytes, each a request and each compressed on its own
 * (about 5 KB more gzipped; decisions 0053 and 0057).
 * A module the shell stops using, or a new one it starts using, belongs in or out of SHELL; one it loads
 * only after hydration (AfterHydration.tsx, the menus' panels) stays out, or it would be in the shell file
 * anyway. `checkClientLayers()` fails the build when the list has drifted.
 */
export const SHELL_FOLDER = 'shell'
/** Modules of the shell folder that are not in the shell file: loaded after hydration, or by few pages. */
export const SHELL_FOLDER_EXCEPT = ['shell/MenuPanel', 'shell/RoutePreloads', 'shell/route-preloads']
/** Modules outside the shell folder that the shell draws on every page. */
export const SHELL_MODULES = [
  'ui/icons',
  'ui/icon-names',
  'ui/CmsLink',
  'ui/phone',
  'ui/dates',
  'ui/SanityImage',
  'content/images',
  'content/site-settings',
  'lib/hydration/use-is-hydrated',
  'lib/titles/page-title',
  'lib/addresses/site-url',
  'trust/InterpreterLine',
  'preferences/PreferencesScript',
  'preferences/AccessibilitySettingsMenu',
  'search/PlainSearchInput',
  'lib/hydration/hydrated-later',
  'security/nonce',
  'security/TrustedInlineScript',
]
/**
 * Modules loaded or hydrated after the page is interactive (AfterHydration.tsx, hydratedLater, a menu's or
 * a panel's own file, page views only where configured): never in the framework's, the shell's or the
 * root route's file, which every page loads first (decision 0057: what moving each out saved).
 */
export const AFTER_FIRST_LOAD_MODULES = [
  'search/SearchCombobox',
  'analytics/PageViews',
  'shell/MenuPanel',
  'shell/RoutePreloads',
  'content/live/LiveContent',
  'preferences/AccessibilitySettingsPanel',
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll('\\/', '[\\\\/]')
/** A module id of the shell: in app/shell/ but not an exception, or one of SHELL_MODULES (any extension). */
export const SHELL = new RegExp(
  `[\\\\/]app[\\\\/](${SHELL_FOLDER}[\\\\/](?!${SHELL_FOLDER_EXCEPT.map((name) => escape(name.slice(SHELL_FOLDER.length + 1)) + '\\.').join('|')})|(${SHELL_MODULES.map(escape).join('|')})\\.)`,
)
/**
 * The app's modules that two or more routes use, in files by the set of routes that use them, so that a
 * page loads only modules it imports (checked: pageFileProblems). Rolldown's merging of small sets into
 * their nearest neighbour saved files but handed pages code they never run, and moved it around at every
 * change: /locations loaded the contact block and the QR code, booking the shortlist and the service
 * card (decision 0057).
 */
export const SHARED = /[\\/]app[\\/]/
/**
 * The form kit (app/ui/form/): one file, whole, for every page with a form. Split by the routes that use
 * each field, it was seven files of a few hundred bytes for the finder; one file is 0.6 KB less for the
 * finder and the booking form, and the same for /locations (decision 0057).
 */
export const FORM_KIT = /[\\/]app[\\/]ui[\\/]form[\\/]/
/** React, React DOM and React Router. */
export const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/

export interface BuiltChunk {
  fileName: string
  name: string
  isEntry: boolean
  facadeModuleId: string | null
  /** Files this one imports statically. */
  imports: readonly string[]
  moduleIds: readonly string[]
}

/**
 * What is wrong with the client build's layers, in words for the person who changed the code:
 * - every file the root route imports at once must be the framework's or the shell's (else a module
 *   the shell now uses, and some route too, went into a shared file: one more request on every page);
 * - every name in SHELL_MODULES must be a module of the shell file, and every name in
 *   SHELL_FOLDER_EXCEPT a module of the build (else the list names a module that moved, went, or that
 *   nothing uses any more);
 * - no name in AFTER_FIRST_LOAD_MODULES may be in the framework's, the shell's or the root's file (else
 *   an import brought code every page used to load later back into what it loads first).
 */
export function clientLayerProblems(chunks: readonly BuiltChunk[]): string[] {
  const problems: string[] = []
  const root = chunks.find((chunk) => chunk.isEntry && /[\\/]app[\\/]root\.tsx/.test(chunk.facadeModuleId ?? ''))
  const shell = chunks.find((chunk) => chunk.name === 'shell')
  if (!root || !shell) return ['the client build has no root route file or no shell file']
  const layerFiles = new Set(
    chunks
      .filter((chunk) => ['framework', 'shell', 'rolldown-runtime'].includes(chunk.name))
      .map((chunk) => chunk.fileName),
  )
  for (const file of root.imports) {
    if (layerFiles.has(file)) continue
    const modules = chunks.find((chunk) => chunk.fileName === file)?.moduleIds ?? []
    problems.push(
      `the root route imports ${file} (${modules.map(shortName).join(', ')}) at once: add to SHELL_MODULES what the shell uses`,
    )
  }
  /** Whether one of `ids` is the module app/{name} (any extension, any query): one pattern for the name, tried on each id. */
  const named = (ids: readonly string[], name: string) => {
    const moduleId = new RegExp(`[\\\\/]app[\\\\/]${escape(name)}\\.\\w+(\\?.*)?$`)
    return ids.some((id) => moduleId.test(id))
  }
  for (const name of SHELL_MODULES) {
    if (!named(shell.moduleIds, name))
      problems.push(
        `SHELL_MODULES names app/${name}, which is not in the shell file: the shell no longer uses it, or it moved`,
      )
  }
  const everyModule = chunks.flatMap((chunk) => chunk.moduleIds)
  for (const name of SHELL_FOLDER_EXCEPT) {
    if (!named(everyModule, name))
      problems.push(`SHELL_FOLDER_EXCEPT names app/${name}, which the client build does not have: remove it`)
  }
  const firstLoad = chunks.filter((chunk) => chunk === root || layerFiles.has(chunk.fileName))
  for (const name of AFTER_FIRST_LOAD_MODULES) {
    const file = firstLoad.find((chunk) => named(chunk.moduleIds, name))
    if (file)
      problems.push(
        `app/${name} is in ${file.fileName}, which every page loads first: it is loaded after the page is interactive (AFTER_FIRST_LOAD_MODULES)`,
      )
    else if (!named(everyModule, name))
      problems.push(`AFTER_FIRST_LOAD_MODULES names app/${name}, which the client build does not have: remove it`)
  }
  return problems
}

/** How the bundler's module graph answers: the modules a module imports statically. */
export type StaticImports = (moduleId: string) => readonly string[]

/**
 * What a page loads and never imports: for every route, the modules in its files (but the framework's, the
 * shell's and the form kit's, loaded whole on purpose) that are not among the modules it imports, directly
 * or through others. Empty while the shared files are grouped by the routes that use them.
 */
export function pageFileProblems(chunks: readonly BuiltChunk[], importsOf: StaticImports): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loadedWhole = new Set(
    chunks
      .filter((chunk) => ['framework', 'shell', 'rolldown-runtime', 'form-kit'].includes(chunk.name))
      .map((chunk) => chunk.fileName),
  )
  const problems: string[] = []
  for (const route of chunks) {
    if (!route.isEntry || !route.facadeModuleId) continue
    const imported = new Set<string>()
    const modules = [route.facadeModuleId]
    for (let id = modules.pop(); id !== undefined; id = modules.pop()) {
      if (imported.has(id)) continue
      imported.add(id)
      modules.push(...importsOf(id))
    }
    const files = new Set<string>()
    const pending = [route.fileName]
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (files.has(file)) continue
      files.add(file)
      pending.push(...(byFile.get(file)?.imports ?? []))
    }
    for (const file of files) {
      if (loadedWhole.has(file)) continue
      const unused = (byFile.get(file)?.moduleIds ?? []).filter((id) => !imported.has(id))
      if (unused.length)
        problems.push(
          `${shortName(route.facadeModuleId)} loads ${file}, which holds ${unused.map(shortName).join(', ')} that it never imports`,
        )
    }
  }
  return problems
}

const shortName = (id: string) => id.replace(/^.*?[\\/](app|node_modules)[\\/]/, '$1/').replace(/\?.*$/, '')

/** Fails the client build when SHELL has drifted from what the root uses (clientLayerProblems), or a page loads modules it never imports (pageFileProblems). */
export function checkClientLayers(): Plugin {
  return {
    name: 'altogether:check-client-layers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      const problems = [
        ...clientLayerProblems(chunks),
        ...pageFileProblems(chunks, (id) => this.getModuleInfo(id)?.importedIds ?? []),
      ]
      if (problems.length > 0)
        this.error(`The client's layers have drifted (scripts/vite/client-layers.ts):\n- ${problems.join('\n- ')}`)
    },
  }
}
