import { type ArticleWords, authors } from './article'

export const newsArticles: ArticleWords[] = [
  {
    title: 'New community hub opens in Logan',
    slug: 'new-community-hub-opens-in-logan',
    category: 'news',
    author: authors.mele,
    publishedAt: '2026-08-14T09:00:00Z',
    summary:
      'Our new Logan Community Hub brings counselling, family support and aged care services together under one roof.',
    image: 'photo-community-centre',
    intro:
      'Families in Logan can now get help with counselling, parenting, housing and aged care in one place, with the opening of our new community hub on Wembley Road.',
    first: {
      heading: 'One front door',
      text: 'People told us they were tired of telling their story again and again at different offices. At the hub, one intake worker can connect you with every service you need.',
    },
    list: [
      'Counselling and youth wellbeing',
      'Parenting programs and supported playgroups',
      'Aged care and carer support',
    ],
    second: {
      heading: 'Come and say hello',
      text: 'The hub is open Monday to Friday, with a free community barbecue on the first Saturday of each month.',
    },
    link: {
      before: 'Find opening hours and directions on our ',
      text: 'locations page',
      after: '.',
      to: 'locationsSettings',
    },
  },
  {
    title: 'Longer opening hours for our intake line',
    slug: 'longer-opening-hours-for-our-intake-line',
    category: 'news',
    author: authors.priya,
    publishedAt: '2026-02-03T08:30:00Z',
    summary: 'From February, you can call our intake line from 8am to 6pm on weekdays.',
    image: 'photo-kitchen-table',
    intro:
      'Many of the people who call us work, study or care for someone during the day. So from 3 February, our intake line is open for two more hours each weekday.',
    first: {
      heading: 'What has changed',
      text: 'You can now call 1300 975 707 from 8am to 6pm, Monday to Friday. Our team can talk through your situation, explain your options and book you in.',
    },
    list: [
      'Open 8am to 6pm on weekdays',
      'Free interpreters available on every call',
      'Call back service if you prefer',
    ],
    second: {
      heading: 'Other ways to reach us',
      text: 'You can also email us, send a message through our website or drop in to one of our centres.',
    },
    link: { before: 'See all the ways to ', text: 'contact us', after: '.', to: 'page-contact-us' },
  },
  {
    title: 'We are now a registered NDIS provider in Tasmania',
    slug: 'registered-ndis-provider-in-tasmania',
    category: 'news',
    author: authors.tom,
    publishedAt: '2025-07-22T10:00:00Z',
    summary:
      'NDIS participants in Hobart and Launceston can now choose us for support coordination and daily living support.',
    image: 'photo-park-walk',
    intro: 'We are pleased to share that our Hobart and Launceston teams are now registered to deliver NDIS supports.',
    first: {
      heading: 'What we offer',
      text: 'Tasmanian participants can use their plan for support coordination, daily living support and community access, delivered by local staff who know the area.',
    },
    list: ['Support coordination', 'Daily living support', 'Community access programs'],
    second: {
      heading: 'Getting started',
      text: 'If you have an NDIS plan and would like to work with us, our team can meet you at home or at one of our offices.',
    },
    link: {
      before: 'Read more about our ',
      text: 'disability support services',
      after: '.',
      to: 'category-disability-support',
    },
  },
  {
    title: 'Volunteers recognised at our annual awards',
    slug: 'volunteers-recognised-at-annual-awards',
    category: 'news',
    author: authors.mele,
    publishedAt: '2025-05-19T07:00:00Z',
    summary:
      'During National Volunteer Week we thanked the 1,200 volunteers who drive, cook, call and listen across our services.',
    image: 'photo-community-garden',
    intro:
      'Our volunteers delivered more than 180,000 meals and made 40,000 friendly phone calls last year. This National Volunteer Week, we celebrated them.',
    first: {
      heading: 'Thirty years behind the wheel',
      text: 'Community transport driver Ken from Bendigo received our long service award after three decades of driving people to medical appointments.',
    },
    list: [
      '1,200 volunteers across six states and territories',
      'More than 180,000 meals delivered',
      '40,000 friendly phone calls made',
    ],
    second: {
      heading: 'Join them',
      text: 'We are always looking for people who can spare a few hours a week, whether you like to drive, cook, garden or chat.',
    },
    link: { before: 'Find out about ', text: 'volunteering with us', after: '.', to: 'page-volunteering' },
  },
  {
    title: 'Changes to home care: what they mean for you',
    slug: 'changes-to-home-care-what-they-mean-for-you',
    category: 'news',
    author: authors.priya,
    publishedAt: '2025-09-10T09:00:00Z',
    summary: 'The way home care is funded is changing. Here is what stays the same, what is new, and who to ask.',
    image: 'photo-home-visit',
    intro:
      'The Australian Government is bringing home care programs together into a new program. If you already get home care from us, your support will continue.',
    first: {
      heading: 'What stays the same',
      text: 'You will keep your care workers, your care partner and your current services. We will contact you before anything changes.',
    },
    list: [
      'Your care continues without a gap',
      'We will explain any change to costs in writing',
      'You can ask questions at any time',
    ],
    second: {
      heading: 'Where to find out more',
      text: 'Our aged care navigators can explain the changes in plain language, or you can read the official information.',
    },
    link: {
      before: 'Visit ',
      text: 'My Aged Care',
      after: ' or call 1800 200 422.',
      to: 'https://www.myagedcare.gov.au',
    },
  },
  {
    title: 'Our new website is easier to use',
    slug: 'our-new-website-is-easier-to-use',
    category: 'news',
    author: authors.sophie,
    publishedAt: '2026-09-22T09:00:00Z',
    summary:
      'We rebuilt our website with the people who use it. It is faster, clearer and works better with assistive technology.',
    image: 'sharing-card',
    intro:
      'Over the last year we asked more than 200 people what they needed from our website. Many told us it was slow on their phone and hard to find the right service.',
    first: {
      heading: 'What is new',
      text: 'The new site loads quickly on older phones, uses plain language and lets you change how it looks with the accessibility settings button.',
    },
    list: [
      'A service finder that asks a few simple questions',
      'Larger text, high contrast and dyslexia-friendly fonts',
      'A quick exit button on every page',
    ],
    second: {
      heading: 'Tell us what you think',
      text: 'We will keep improving the site. If something does not work for you, we want to know.',
    },
    link: {
      before: 'Read our ',
      text: 'accessibility statement',
      after: ' or send us feedback.',
      to: 'policy-accessibility-statement',
    },
  },
]
