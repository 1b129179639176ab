import { imageValue } from './assets/images'
import { type Context, serviceOf } from './context'
import { envelope, ref } from './documents'
import { ids, singletonIds } from './ids'
import { internalLink } from './links'
import { para, richText } from './portableText'
import { callToAction, cardGrid, carousel, contactSection, hero, imageWithText, serviceList } from './sections'
import type { SanityDocument } from './types'
import { categories } from './words/taxonomy'

export const featuredPrograms = [
  'Home Care Packages',
  'NDIS Support Coordination',
  'Community Counselling',
  'Family Violence Support',
  'Crisis Accommodation',
  'Carer Respite',
]
const popularPrograms = [
  'Delivered Meals',
  'Financial Counselling',
  'Community Transport',
  'Youth Wellbeing Hub',
  'Parenting Programs',
]

function homeDocument(context: Context): SanityDocument {
  const { images } = context
  return {
    ...envelope(singletonIds.home, 'home'),
    title: 'Altogether better care',
    intro: 'Support for every stage of life, from the first years to the later ones.',
    sections: [
      hero({
        heading: 'Support for every stage of life',
        text: 'Care at home, help for families, a safe place to stay, someone to talk to. Whatever you are facing, we are here.',
        image: imageValue(images.get('photo-park-walk'), 'Two people out walking on a path through a park', {
          hotspot: { x: 0.5, y: 0.6, width: 0.7, height: 0.7 },
        }),
        buttons: [
          internalLink('Find a service', singletonIds.servicesFilter),
          internalLink('Get help now', ids.page('get-help')),
        ],
      }),
      cardGrid({
        anchorId: 'how-can-we-help',
        heading: 'How can we help?',
        cards: categories.map((category) => ({
          title: category.label,
          text: category.description,
          image: imageValue(images.get(`category-${category.slug}`), category.illustrationAlt),
          link: internalLink(category.label, ids.category(category.slug)),
        })),
      }),
      serviceList({
        heading: 'Popular services',
        source: 'selected',
        services: featuredPrograms.map((program) => serviceOf(context, program).id),
        limit: 6,
      }),
      carousel({
        heading: 'News and stories',
        slides: [
          {
            title: 'Carers Week',
            text: 'You care for them. Who cares for you?',
            image: imageValue(images.get('photo-carers-morning-tea'), undefined),
            link: internalLink('See what is on', ids.campaign('carers-week')),
          },
          {
            title: 'Margaret’s garden',
            text: 'Finding friends again after 80.',
            image: imageValue(images.get('photo-veggie-patch'), 'Two people beside a vegetable patch'),
            link: internalLink('Read Margaret’s story', ids.article('margarets-garden-finding-friends-again')),
          },
          {
            title: 'A new hub for Logan',
            text: 'Counselling, family support and aged care under one roof.',
            image: imageValue(images.get('photo-community-centre'), 'The front of a community centre'),
            link: internalLink('Read the news', ids.article('new-community-hub-opens-in-logan')),
          },
          {
            title: 'It’s OK to ask early',
            text: 'Free counselling, no referral needed.',
            image: imageValue(images.get('photo-art-group'), 'A small group sitting around a table'),
            link: internalLink('Find out more', ids.campaign('its-ok-to-ask-early')),
          },
          {
            title: 'Home care made simple',
            text: 'One care partner, one plan, and care that changes when you do.',
            image: imageValue(images.get('photo-home-visit'), 'A small house with a tree beside it'),
            link: internalLink('See how it works', ids.campaign('home-care-made-simple')),
          },
        ],
      }),
      imageWithText({
        heading: 'Not sure where to start?',
        body: richText(
          para(
            'Answer a few quick questions about who needs support and where you live, and we will show you services that fit.',
          ),
        ),
        image: imageValue(images.get('feature-map'), 'A folded map with a pin marking a place'),
        imagePosition: 'start',
        button: internalLink('Use the service finder', singletonIds.servicesFilter),
      }),
      contactSection({ heading: 'Talk to us', showCommunicationMethods: true, showNeedAHand: true }),
      callToAction({
        heading: 'Work with us',
        text: 'Join a team that makes a difference in its community every day.',
        buttons: [
          internalLink('See open roles', singletonIds.careersSettings),
          internalLink('Volunteer', ids.page('volunteering')),
        ],
      }),
    ],
    seo: {
      _type: 'seo',
      title: 'Altogether better care',
      description:
        'Community care and support across Australia: aged care, disability, mental health, families, housing and carers.',
      noIndex: false,
    },
  }
}

export function buildListingPages(context: Context): SanityDocument[] {
  return [
    homeDocument(context),
    {
      ...envelope(singletonIds.locationsSettings, 'locationsSettings'),
      title: 'Our locations',
      intro: 'Find an office or centre near you, with opening hours, directions and accessibility information.',
    },
    {
      ...envelope(singletonIds.servicesFilter, 'servicesFilter'),
      title: 'Find a service',
      intro: 'Tell us a little about who needs support and where, and we will show you services that fit.',
    },
    {
      ...envelope(singletonIds.articlesSettings, 'articlesSettings'),
      title: 'News and stories',
      intro: 'News, stories from the people we work with, media releases and plain-language guides.',
      perPage: 9,
    },
    {
      ...envelope(singletonIds.careersSettings, 'careersSettings'),
      title: 'Open roles',
      intro:
        'Jobs you can apply for now. We welcome applications from people of all backgrounds, abilities and cultures.',
      seo: {
        _type: 'seo',
        title: 'Open roles',
        description: 'Jobs at Altogether better care across Australia.',
        noIndex: false,
      },
    },
    {
      ...envelope(singletonIds.searchSettings, 'searchSettings'),
      title: 'Search',
      intro: 'Search for services, locations, news and information.',
      popularServices: popularPrograms.map((program) => ref(serviceOf(context, program).id)),
      seo: { _type: 'seo', noIndex: true },
    },
  ]
}
