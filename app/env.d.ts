interface ImportMetaEnv {
  /** This build's id (scripts/vite/build-manifest.ts). */
  readonly BUILD_ID: string
}
