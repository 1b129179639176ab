import { describe, expect, it } from 'vitest'
import type { SearchIndexQueryResult } from '~/content/sanity.types'
import { searchDocuments, type ServicesRead } from './search-documents'

const EMPTY = { aliases: '', summary: '', body: '', provided: '', labels: '', place: '', detail: null, points: [] }
const PARRAMATTA = { latitude: -33.815, longitude: 151.001 }

/** One of each kind the search finds, as the two reads give them (only the fields searchDocuments reads). */
const content = {
  states: [{ code: 'NSW', name: 'New South Wales' }],
  locations: [
    {
      _id: 'loc-1',
      title: 'Parramatta Hub',
      slug: 'parramatta-hub',
      address: '1 Church St',
      suburb: 'Parramatta',
      postcode: '2150',
      lga: 'City of Parramatta',
      state: 'NSW',
    },
  ],
  topics: [{ _id: 'sup-1', _type: 'support', title: 'Respite', slug: 'respite', description: 'A break for carers.' }],
  articles: [
    {
      _id: 'art-1',
      title: 'Using your plan',
      slug: 'using-your-plan',
      summary: 'How.',
      body: 'Steps.',
      category: 'NDIS',
    },
  ],
  pages: [
    {
      _id: 'page-1',
      title: 'Help in your language',
      slug: 'help-in-your-language',
      ancestors: [null, 'get-help'],
      summary: 'Interpreters.',
      text: 'Call us.',
    },
  ],
  listings: [{ _id: 'articlesSettings', _type: 'articlesSettings', title: 'Articles', intro: 'News and guides.' }],
  campaigns: [{ _id: 'camp-1', title: 'Carers week', slug: 'carers-week', summary: 'A week.', text: 'Events.' }],
  openRoles: [
    {
      _id: 'role-1',
      title: 'Support worker',
      slug: 'support-worker',
      summary: 'Join us.',
      body: 'Duties.',
      employmentType: 'Part time',
      location: 'Parramatta',
    },
  ],
  policies: [{ _id: 'pol-1', title: 'Privacy', slug: 'privacy', summary: 'Your data.', body: 'We keep it safe.' }],
} as unknown as SearchIndexQueryResult

const services = {
  services: [
    {
      _id: 'svc-1',
      title: 'Counselling',
      slug: 'counselling',
      aliases: ['Talking therapy'],
      summary: 'Someone to talk to.',
      description: 'Free counselling.',
      servicesProvided: ['Grief support'],
      labels: ['Mental health'],
      suburb: 'Parramatta',
      state: 'NSW',
      locations: ['loc-1', 'loc-1', 'loc-gone'],
    },
    { _id: 'svc-2', title: '  ', slug: 'untitled' },
    { _id: 'svc-3', title: 'No page', slug: null },
  ],
  locations: [
    { _id: 'loc-1', ...PARRAMATTA },
    { _id: 'loc-gone', latitude: null, longitude: null },
  ],
} as unknown as ServicesRead

describe('searchDocuments', () => {
  it('makes each kind into its document, in the order of its rows, leaving out what has no title or no page', () => {
    expect([...searchDocuments(content, services)]).toEqual([
      {
        id: 'svc-1',
        type: 'services',
        title: 'Counselling',
        href: '/services/counselling',
        aliases: 'Talking therapy',
        summary: 'Someone to talk to.',
        body: 'Free counselling.',
        provided: 'Grief support',
        labels: 'Mental health',
        place: 'Parramatta \nNSW \nNew South Wales',
        detail: 'Parramatta, NSW',
        points: [PARRAMATTA],
      },
      {
        ...EMPTY,
        id: 'loc-1',
        type: 'locations',
        title: 'Parramatta Hub',
        href: '/locations/parramatta-hub',
        summary: '1 Church St',
        place: 'Parramatta \n2150 \nCity of Parramatta \nNSW \nNew South Wales',
        detail: '1 Church St',
        points: [PARRAMATTA],
      },
      {
        ...EMPTY,
        id: 'sup-1',
        type: 'topics',
        title: 'Respite',
        href: '/services/support/respite',
        summary: 'A break for carers.',
        detail: 'Kind of support',
      },
      {
        ...EMPTY,
        id: 'art-1',
        type: 'articles',
        title: 'Using your plan',
        href: '/articles/using-your-plan',
        summary: 'How.',
        body: 'Steps.',
        labels: 'NDIS',
        detail: 'NDIS',
      },
      {
        ...EMPTY,
        id: 'page-1',
        type: 'pages',
        title: 'Help in your language',
        href: '/get-help/help-in-your-language',
        summary: 'Interpreters.',
        body: 'Call us.',
      },
      {
        ...EMPTY,
        id: 'articlesSettings',
        type: 'pages',
        title: 'Articles',
        href: '/articles',
        summary: 'News and guides.',
      },
      {
        ...EMPTY,
        id: 'camp-1',
        type: 'campaigns',
        title: 'Carers week',
        href: '/campaigns/carers-week',
        summary: 'A week.',
        body: 'Events.',
      },
      {
        ...EMPTY,
        id: 'role-1',
        type: 'jobs',
        title: 'Support worker',
        href: '/work-with-us/careers/open-roles/support-worker',
        summary: 'Join us.',
        body: 'Duties.',
        labels: 'Part time',
        place: 'Parramatta',
        detail: 'Part time, Parramatta',
      },
      {
        ...EMPTY,
        id: 'pol-1',
        type: 'policies',
        title: 'Privacy',
        href: '/policies-and-statements/privacy',
        summary: 'Your data.',
        body: 'We keep it safe.',
      },
    ])
  })
})
