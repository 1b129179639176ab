import { type ArticleWords, authors } from './article'

export const mediaReleaseArticles: ArticleWords[] = [
  {
    title: 'Altogether better care welcomes funding for family violence services',
    slug: 'welcomes-funding-for-family-violence-services',
    category: 'media-releases',
    author: authors.tom,
    publishedAt: '2025-05-14T06:00:00Z',
    summary: 'New funding will help us answer more calls from people experiencing family violence, faster.',
    image: 'photo-community-centre',
    intro:
      'Altogether better care has welcomed new funding for specialist family violence services announced in this week’s Budget.',
    first: {
      heading: 'Demand keeps growing',
      text: 'Requests for our family violence support rose by a quarter last year. Too many people waited too long for a case manager.',
    },
    list: [
      'More case managers in regional areas',
      'Shorter waits for safety planning',
      'More counselling for children',
    ],
    second: { heading: 'Media enquiries', text: 'Our Chief Executive, Dr Aisha Karimi, is available for interview.' },
    link: {
      before: 'Contact the media team at ',
      text: 'media@altogether.example',
      after: '.',
      to: 'mailto:media@altogether.example',
    },
  },
  {
    title: 'Statement on the rising cost of living for carers',
    slug: 'statement-on-cost-of-living-for-carers',
    category: 'media-releases',
    author: authors.aisha,
    publishedAt: '2024-10-02T06:00:00Z',
    summary: 'Unpaid carers are being pushed to breaking point by rising costs. We are calling for more support.',
    image: 'photo-carers-morning-tea',
    intro:
      'More carers than ever are telling us they cannot afford the basics. Many have given up paid work to care, and their savings are running out.',
    first: {
      heading: 'What carers are telling us',
      text: 'In a survey of 900 carers who use our services, six in ten said they had skipped meals or medication to pay bills this year.',
    },
    list: [
      'Raise the Carer Payment',
      'Fund more respite so carers can keep working',
      'Make energy concessions easier to get',
    ],
    second: {
      heading: 'Support is available',
      text: 'Carers who are struggling can talk to our carer support team or a free financial counsellor.',
    },
    link: { before: 'Read about ', text: 'money help', after: '.', to: 'support-money-help' },
  },
  {
    title: 'New youth wellbeing hub for Campbelltown',
    slug: 'new-youth-wellbeing-hub-for-campbelltown',
    category: 'media-releases',
    author: authors.tom,
    publishedAt: '2024-03-11T06:00:00Z',
    summary: 'Young people in Campbelltown will have a free, walk-in place to get mental health support from April.',
    image: 'photo-youth-hub',
    intro:
      'A new youth wellbeing hub will open on Queen Street, Campbelltown, in April, offering free counselling and drop-in support for people aged 12 to 25.',
    first: {
      heading: 'Designed with young people',
      text: 'A youth advisory group of 14 local young people helped design the hub, from the opening hours to the colour of the walls.',
    },
    list: ['Free counselling with no referral', 'Drop-in after school', 'Help with study and work'],
    second: {
      heading: 'Opening day',
      text: 'The hub opens on Monday 8 April with a free lunch and music from local performers.',
    },
    link: {
      before: 'Find out more about ',
      text: 'services for young people',
      after: '.',
      to: 'audience-young-people',
    },
  },
  {
    title: 'Altogether better care appoints new Chief Executive',
    slug: 'appoints-new-chief-executive',
    category: 'media-releases',
    author: authors.tom,
    publishedAt: '2024-01-30T06:00:00Z',
    summary:
      'Dr Aisha Karimi will lead the organisation from March, after eight years leading community health services.',
    image: 'sharing-card',
    intro: 'The board of Altogether better care has appointed Dr Aisha Karimi as Chief Executive. She starts in March.',
    first: {
      heading: 'About Dr Karimi',
      text: 'Dr Karimi began her career as a social worker and has led community health and disability services in three states.',
    },
    list: [
      'Social worker for 12 years',
      'Eight years as an executive in community health',
      'Board member of a refugee settlement service',
    ],
    second: {
      heading: 'A word from the Chair',
      text: '“Aisha brings deep experience and a real connection to the people we serve,” said the Chair of the board.',
    },
    link: { before: 'Meet our ', text: 'leadership team', after: '.', to: 'page-leadership' },
  },
  {
    title: 'Demand for crisis accommodation up 18 per cent',
    slug: 'demand-for-crisis-accommodation-up',
    category: 'media-releases',
    author: authors.daniel,
    publishedAt: '2025-08-28T06:00:00Z',
    summary:
      'Our latest figures show more families and older women are asking for crisis accommodation than ever before.',
    image: 'photo-home-visit',
    intro:
      'Requests for crisis accommodation across our services rose 18 per cent in the last financial year, driven by rising rents and a shortage of social housing.',
    first: {
      heading: 'Who is asking for help',
      text: 'Women over 55 were the fastest-growing group, followed by families with children who had never been homeless before.',
    },
    list: [
      'Build more social and affordable housing',
      'Fund tenancy support to stop evictions',
      'Raise income support payments',
    ],
    second: {
      heading: 'If you need somewhere to stay',
      text: 'Anyone without a safe place to sleep tonight can call us on 1300 975 707.',
    },
    link: { before: 'Read about ', text: 'crisis accommodation', after: '.', to: 'support-crisis-accommodation' },
  },
  {
    title: 'Altogether better care marks National Reconciliation Week',
    slug: 'marks-national-reconciliation-week',
    category: 'media-releases',
    author: authors.jarrah,
    publishedAt: '2026-05-27T06:00:00Z',
    summary:
      'Staff across the country are taking part in events on Country, and we are sharing progress on our Reconciliation Action Plan.',
    image: 'photo-park-walk',
    intro:
      'This National Reconciliation Week, our teams are joining local events and learning from Traditional Owners across the places we work.',
    first: {
      heading: 'Our progress',
      text: 'Aboriginal and Torres Strait Islander staff now make up six per cent of our workforce, and every team has completed cultural learning.',
    },
    list: [
      'Walks on Country in Darwin, Alice Springs and Redfern',
      'Cultural learning with local Aboriginal educators',
      'Morning teas with Aboriginal-owned caterers',
    ],
    second: {
      heading: 'Read the plan',
      text: 'Our Reconciliation Action Plan sets out what we have committed to and how we are tracking.',
    },
    link: {
      before: 'Read the ',
      text: 'Reconciliation Action Plan summary',
      after: '.',
      to: 'policy-reconciliation-action-plan',
    },
  },
]
