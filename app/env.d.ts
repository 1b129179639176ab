interface ImportMetaEnv {
  /** This build's id (scripts/vite/build-manifest.ts). */
  readonly BUILD_ID: string
}

/** A script bundled and minified on its own at build time, as text (scripts/vite/inline-script.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}

/** wink's Porter2 stemmer ships no types: one function from a word to its stem. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string
}
