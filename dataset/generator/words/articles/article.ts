/**
 * One article's words. The body is assembled as: intro, first heading and paragraph, a short list,
 * second heading and a paragraph that ends with a link. `link.to` is a document id or a web address.
 */
export type ArticleWords = {
  title: string
  slug: string
  category: 'news' | 'stories' | 'media-releases' | 'guides'
  author: { name: string; role: string }
  publishedAt: string
  summary: string
  image: string
  intro: string
  first: { heading: string; text: string }
  list: string[]
  second: { heading: string; text: string }
  link: { before: string; text: string; after: string; to: string }
}

export const authors = {
  mele: { name: 'Mele Taufa', role: 'Communications Advisor' },
  priya: { name: 'Priya Raman', role: 'Head of Community Services' },
  tom: { name: 'Tom Nguyen', role: 'Media and Communications Lead' },
  rosie: { name: 'Rosie Campbell', role: 'Carer Support Worker' },
  aisha: { name: 'Dr Aisha Karimi', role: 'Chief Executive' },
  jarrah: { name: 'Jarrah Williams', role: 'Aboriginal Engagement Manager' },
  sophie: { name: 'Sophie Marsh', role: 'Content Writer' },
  daniel: { name: 'Daniel O’Brien', role: 'Housing Services Manager' },
}
