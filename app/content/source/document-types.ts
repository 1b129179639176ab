/** The documents every page needs (site settings and the home page): content without them is no site. */
export const REQUIRED_TYPES = ['settings', 'home'] as const
