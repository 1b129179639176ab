interface ImportMetaEnv {
  /** This build's id (scripts/vite/build-manifest.ts). */
  readonly BUILD_ID: string
}

/** A script bundled and minified on its own at build time, as text (scripts/vite/inline-script.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}
