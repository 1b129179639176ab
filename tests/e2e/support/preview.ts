/** Draft preview settings of the end-to-end server (tests/e2e/setup/global-setup.ts), and what the bundled dataset's drafts say. */
export const PREVIEW_TEST_SETTINGS = {
  PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
  PREVIEW_COOKIE_SECRET: 'e2e-preview-cookie-secret-0123456789abcdef',
}

/** An article whose draft has another title than its published version. */
export const ARTICLE_WITH_DRAFT = {
  path: '/articles/new-community-hub-opens-in-logan',
  publishedTitle: 'New community hub opens in Logan',
  draftTitle: 'Draft: Logan Community Hub opening day photos',
}
