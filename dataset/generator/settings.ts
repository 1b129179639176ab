import { imageValue } from './assets/images'
import { fileValue } from './assets/pdfs'
import type { Context } from './context'
import { envelope } from './documents'
import { ids, singletonIds } from './ids'
import { emailLink, externalLink, fileLink, internalLink, phoneLink } from './links'
import type { SanityDocument } from './types'
import { categories } from './words/taxonomy'

const PHONE = '1300 975 707'

/** The crisis lines search shows first when a visitor's words signal danger or a crisis (app/search/understanding). */
const CRISIS_LINES = [
  {
    name: 'Police, ambulance, fire',
    number: '000',
    description: 'If you or someone else is in danger now.',
    answers: ['danger', 'violence'],
  },
  {
    name: 'Lifeline',
    number: '13 11 14',
    description: 'Crisis support and suicide prevention, 24 hours a day.',
    answers: ['suicide'],
  },
  {
    name: 'Suicide Call Back Service',
    number: '1300 659 467',
    description: 'Counselling for anyone affected by suicide, 24 hours a day.',
    answers: ['suicide'],
  },
  {
    name: '1800RESPECT',
    number: '1800 737 732',
    description: 'Family, domestic and sexual violence counselling, 24 hours a day.',
    answers: ['violence'],
  },
  {
    name: 'Kids Helpline',
    number: '1800 55 1800',
    description: 'For children and young people aged 5 to 25, 24 hours a day.',
    answers: ['child'],
  },
  {
    name: '13YARN',
    number: '13 92 76',
    description: 'Crisis support by Aboriginal and Torres Strait Islander people, 24 hours a day.',
    answers: ['atsi'],
  },
]

function navigation({ images, files }: Context) {
  return [
    {
      _type: 'navigationItem',
      link: internalLink('Get help', ids.page('get-help')),
      lists: [
        {
          _type: 'navigationList',
          title: 'Urgent help',
          primaryLinks: [
            internalLink('Get help now', ids.page('get-help'), { anchor: 'crisis-lines' }),
            internalLink('Family violence support', ids.support('family-violence-support')),
            internalLink('Somewhere to stay tonight', ids.support('crisis-accommodation')),
          ],
          secondaryLinks: [
            internalLink('Browsing safely', ids.page('browsing-safely')),
            externalLink('Lifeline 13 11 14', 'https://www.lifeline.org.au'),
          ],
        },
        {
          _type: 'navigationList',
          title: 'Help in your language',
          primaryLinks: [internalLink('Help in your language', ids.page('help-in-your-language'))],
          secondaryLinks: [externalLink('TIS National', 'https://www.tisnational.gov.au')],
        },
      ],
      feature: {
        title: 'Need to leave quickly?',
        text: 'Press Shift three times, or use the quick exit button, to leave this site straight away.',
        illustration: imageValue(images.get('feature-phone'), 'A phone handset with a speech bubble'),
        button: internalLink('How to browse safely', ids.page('browsing-safely')),
      },
    },
    {
      _type: 'navigationItem',
      link: internalLink('About us', ids.page('about-us')),
      lists: [
        {
          _type: 'navigationList',
          title: 'Who we are',
          primaryLinks: [
            internalLink('About us', ids.page('about-us'), { anchor: 'who-we-are' }),
            internalLink('Our history', ids.page('our-history')),
            internalLink('Leadership', ids.page('leadership')),
            internalLink('Our board', ids.page('board')),
          ],
          secondaryLinks: [
            fileLink('Reconciliation Action Plan (PDF)', fileValue(files.get('reconciliation-action-plan-summary'))),
            internalLink('Privacy policy', ids.policy('privacy-policy')),
          ],
        },
      ],
      feature: {
        title: 'Walking together',
        text: 'Read about our commitment to reconciliation and what we have done so far.',
        illustration: imageValue(images.get('category-family-and-relationships'), undefined),
        button: internalLink('Our Reconciliation Action Plan', ids.policy('reconciliation-action-plan')),
      },
    },
    {
      _type: 'navigationItem',
      link: internalLink('News and stories', singletonIds.articlesSettings),
      lists: [
        {
          _type: 'navigationList',
          title: 'Read',
          primaryLinks: [
            internalLink('News', singletonIds.articlesSettings, { articlesCategory: ids.articleCategory('news') }),
            internalLink('Stories', singletonIds.articlesSettings, {
              articlesCategory: ids.articleCategory('stories'),
            }),
            internalLink('Guides', singletonIds.articlesSettings, { articlesCategory: ids.articleCategory('guides') }),
          ],
          secondaryLinks: [
            internalLink('Media releases', singletonIds.articlesSettings, {
              articlesCategory: ids.articleCategory('media-releases'),
            }),
            emailLink('Media enquiries', 'media@altogether.example'),
          ],
        },
      ],
      feature: {
        title: 'Carers Week',
        text: 'You care for them. Who cares for you?',
        illustration: imageValue(images.get('audience-carers'), 'Two people either side of a large heart'),
        button: internalLink('See what is on', ids.campaign('carers-week')),
      },
    },
    {
      _type: 'navigationItem',
      link: internalLink('Work with us', ids.page('work-with-us')),
      lists: [
        {
          _type: 'navigationList',
          title: 'Join us',
          primaryLinks: [
            internalLink('Open roles', singletonIds.careersSettings),
            internalLink('Careers', ids.page('careers')),
            internalLink('Volunteering', ids.page('volunteering')),
          ],
          secondaryLinks: [emailLink('Email our careers team', 'careers@altogether.example')],
        },
      ],
      feature: {
        title: 'Now hiring',
        text: 'Family violence case managers in South East Melbourne.',
        illustration: imageValue(images.get('photo-community-garden'), 'Volunteers tending raised garden beds', {
          hotspot: { x: 0.5, y: 0.7, width: 0.5, height: 0.5 },
        }),
        button: internalLink('See the role', ids.openRole('family-violence-case-manager-dandenong')),
      },
    },
  ]
}

function contact() {
  return {
    phone: PHONE,
    phoneDescription:
      'Call us for information, referrals and bookings. Calls cost the same as a local call from most phones.',
    communicationMethods: [
      {
        _type: 'communicationMethod',
        title: 'Call us',
        description: `${PHONE}, Monday to Friday, 8am to 6pm.`,
        link: phoneLink(`Call ${PHONE}`, PHONE),
        icon: 'phone',
      },
      {
        _type: 'communicationMethod',
        title: 'Email us',
        description: 'We reply within two working days.',
        link: emailLink('hello@altogether.example', 'hello@altogether.example'),
        icon: 'email',
      },
      {
        _type: 'communicationMethod',
        title: 'Need an interpreter?',
        description: 'Call TIS National on 131 450 and ask them to call us. It is free.',
        link: externalLink('TIS National', 'https://www.tisnational.gov.au'),
        icon: 'translate',
      },
      {
        _type: 'communicationMethod',
        title: 'National Relay Service',
        description:
          'If you are deaf, or find it hard to hear or speak, contact us through the National Relay Service.',
        link: externalLink('National Relay Service', 'https://www.accesshub.gov.au/about-the-nrs'),
        icon: 'accessibility',
      },
      {
        _type: 'communicationMethod',
        title: 'Visit us',
        description: 'Find an office or centre near you.',
        link: internalLink('Our locations', singletonIds.locationsSettings),
        icon: 'mapPin',
      },
    ],
    needAHand: {
      title: 'Need a hand?',
      phoneAvailability: 'Monday to Friday, 8am to 6pm',
      description:
        'Our friendly intake team can talk through your situation, explain your options and help you get started. If you are in danger, call 000.',
      buttons: [
        phoneLink(`Call ${PHONE}`, PHONE),
        internalLink('Send us a message', ids.page('contact-us'), { anchor: 'send-a-message' }),
      ],
    },
  }
}

export function buildSettings(context: Context): SanityDocument {
  const { images } = context
  return {
    ...envelope(singletonIds.settings, 'settings'),
    title: 'Altogether better care',
    navigation: navigation(context),
    navigationServices: {
      title: 'Services',
      links: [
        ...categories.map((category) => internalLink(category.label, ids.category(category.slug))),
        internalLink('All services', singletonIds.servicesSettings),
      ],
      serviceFinder: {
        title: 'Not sure where to start?',
        description: 'Answer a few quick questions and we will show you services that fit.',
        button: internalLink('Find a service', singletonIds.servicesFilter),
      },
      feature: {
        title: 'Find a location',
        text: 'Offices and centres in every state and territory.',
        illustration: imageValue(images.get('feature-map'), 'A folded map with a pin marking a place'),
        button: internalLink('Our locations', singletonIds.locationsSettings),
      },
    },
    mobileQuickLinks: [
      { _type: 'quickLink', link: phoneLink('Call us', PHONE), icon: 'phone' },
      { _type: 'quickLink', link: internalLink('Find a service', singletonIds.servicesFilter), icon: 'search' },
      { _type: 'quickLink', link: internalLink('Locations', singletonIds.locationsSettings), icon: 'mapPin' },
      { _type: 'quickLink', link: internalLink('Your language', ids.page('help-in-your-language')), icon: 'translate' },
    ],
    contact: contact(),
    safeExit: {
      exitUrl: 'https://www.bom.gov.au',
      browsingSafely: internalLink('How to browse safely', ids.page('browsing-safely')),
    },
    languageHelp: internalLink('Help in your language', ids.page('help-in-your-language')),
    problemReportsEmail: 'content@altogether.example',
    languageHelpLine: {
      name: 'TIS National',
      number: '131 450',
      description: 'A free interpreter, 24 hours a day: tell them your language and ask them to call us.',
    },
    crisisLines: CRISIS_LINES.map((line) => ({ _type: 'crisisLine', ...line })),
    footer: {
      acknowledgement:
        'Altogether better care acknowledges the Traditional Custodians of the lands on which we live and work, and pays respect to Elders past and present. We recognise the continuing connection of Aboriginal and Torres Strait Islander peoples to land, waters and community.',
      links: [
        internalLink('Home', singletonIds.home),
        internalLink('About us', ids.page('about-us')),
        internalLink('Contact us', ids.page('contact-us')),
        internalLink('Feedback and complaints', ids.page('feedback')),
        internalLink('Open roles', singletonIds.careersSettings),
        internalLink('Search', singletonIds.searchSettings),
      ],
      legalLinks: [
        internalLink('Privacy policy', ids.policy('privacy-policy')),
        internalLink('Accessibility statement', ids.policy('accessibility-statement')),
        internalLink('Child safe policy', ids.policy('child-safe-policy')),
        internalLink('Modern slavery statement', ids.policy('modern-slavery-statement')),
      ],
    },
    seo: {
      _type: 'seo',
      title: 'Altogether better care',
      description:
        'Community care and support across Australia: aged care, disability, mental health, families, housing and carers.',
      image: imageValue(images.get('sharing-card'), 'People walking together through a green park'),
      noIndex: false,
    },
  }
}
