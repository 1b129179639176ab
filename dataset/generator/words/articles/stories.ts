import { type ArticleWords, authors } from './article'

export const storyArticles: ArticleWords[] = [
  {
    title: 'Margaret’s garden: finding friends again after 80',
    slug: 'margarets-garden-finding-friends-again',
    category: 'stories',
    author: authors.sophie,
    publishedAt: '2025-10-08T09:00:00Z',
    summary: 'After her husband died, Margaret barely left the house. A weekly gardening group changed that.',
    image: 'photo-veggie-patch',
    intro:
      '“I went months without a proper conversation,” says Margaret, 84. “The days were very long.” A call from one of our social support workers led her to the community garden in Wagga Wagga.',
    first: {
      heading: 'Getting her hands dirty',
      text: 'Margaret grew vegetables for sixty years. Now she teaches the younger volunteers how to plant tomatoes, and takes home whatever is ripe.',
    },
    list: [
      'A lift to the garden every Tuesday',
      'Morning tea with the group',
      'A phone call on the weeks she cannot make it',
    ],
    second: {
      heading: 'More than a garden',
      text: '“I have friends again,” she says. “We argue about the best way to grow beans, and I love it.”',
    },
    link: {
      before: 'Find out about ',
      text: 'social groups for seniors',
      after: ' near you.',
      to: 'support-staying-connected',
    },
  },
  {
    title: 'How respite gave Sam and his mum a break',
    slug: 'how-respite-gave-sam-and-his-mum-a-break',
    category: 'stories',
    author: authors.rosie,
    publishedAt: '2025-03-27T09:00:00Z',
    summary:
      'Leanne has cared for her son Sam for 22 years. A regular weekend of respite gives them both something to look forward to.',
    image: 'photo-carers-morning-tea',
    intro:
      'Leanne had not had a full night’s sleep in years when she first called our carer line. Sam, 22, has cerebral palsy and needs support through the night.',
    first: {
      heading: 'A weekend that works for both',
      text: 'Once a month, Sam spends a weekend at respite with friends he has made there. Leanne catches up on sleep, sees friends and, as she puts it, “remembers who I am”.',
    },
    list: [
      'Planned respite one weekend a month',
      'The same support workers each time',
      'Emergency respite if Leanne is unwell',
    ],
    second: {
      heading: 'Asking for help',
      text: '“I thought asking for help meant I was failing him,” Leanne says. “Now I know it helps us both.”',
    },
    link: {
      before: 'If you are a carer, learn about ',
      text: 'respite and carer support',
      after: '.',
      to: 'category-carer-support',
    },
  },
  {
    title: 'Back on track: Daniel’s first year after prison',
    slug: 'back-on-track-daniels-first-year',
    category: 'stories',
    author: authors.daniel,
    publishedAt: '2024-11-12T09:00:00Z',
    summary:
      'Leaving prison with nowhere to live, Daniel found a worker who stuck with him. A year later, he has a flat and a job.',
    image: 'photo-community-centre',
    intro:
      'The day Daniel was released, he had a bag of clothes and a phone with no credit. His post-release worker met him at the gate.',
    first: {
      heading: 'The first few weeks',
      text: 'Together they got Daniel’s ID sorted, set up his Centrelink payments and found him a room in a share house while he waited for social housing.',
    },
    list: [
      'Planning started three months before release',
      'Help with ID, income and parole appointments',
      'A TAFE course in warehousing',
    ],
    second: {
      heading: 'A place of his own',
      text: 'Eleven months later, Daniel signed the lease on a one-bedroom flat. He now works full time at a distribution centre.',
    },
    link: { before: 'Read about ', text: 'finding a home', after: ' with our support.', to: 'support-finding-a-home' },
  },
  {
    title: 'Learning to cook, one recipe at a time',
    slug: 'learning-to-cook-one-recipe-at-a-time',
    category: 'stories',
    author: authors.mele,
    publishedAt: '2024-06-18T09:00:00Z',
    summary:
      'Jess wanted to move out of home. First, she wanted to learn to cook. Now she makes dinner for her housemates.',
    image: 'photo-kitchen-table',
    intro:
      'Jess, 27, joined our community access cooking group with a clear goal: to cook three meals on her own before she moved into her own place.',
    first: {
      heading: 'Small steps',
      text: 'Each week the group shops for ingredients, reads a recipe together and cooks lunch. Jess started with pasta and worked up to a roast.',
    },
    list: ['Shopping on a budget', 'Reading and following recipes', 'Kitchen safety'],
    second: {
      heading: 'Moving out',
      text: 'Jess now lives with two friends and cooks for them every Thursday. “Roast chicken is my speciality,” she says.',
    },
    link: {
      before: 'See our ',
      text: 'community participation programs',
      after: '.',
      to: 'support-community-participation',
    },
  },
  {
    title: 'A place to land: Amira’s family settles in',
    slug: 'a-place-to-land-amiras-family-settles-in',
    category: 'stories',
    author: authors.sophie,
    publishedAt: '2026-04-16T09:00:00Z',
    summary:
      'Amira arrived in Australia with her three children and no English. Two years on, she is studying to become a teacher’s aide.',
    image: 'photo-family-picnic',
    intro:
      'When Amira and her children arrived in Dandenong, everything was new: the language, the schools, even the supermarket.',
    first: {
      heading: 'Help in her own language',
      text: 'Through our new arrivals program, Amira saw a counsellor with an Arabic interpreter and joined a women’s group that met every Wednesday.',
    },
    list: [
      'Counselling with a professional interpreter',
      'A weekly women’s group',
      'School holiday activities for the children',
    ],
    second: {
      heading: 'Looking ahead',
      text: 'Amira now volunteers at her children’s school and has started a certificate course. “I feel at home here now,” she says.',
    },
    link: {
      before: 'Anyone can use a free interpreter through ',
      text: 'TIS National',
      after: ' by calling 131 450.',
      to: 'https://www.tisnational.gov.au',
    },
  },
  {
    title: 'Yarning with Aunty Jean',
    slug: 'yarning-with-aunty-jean',
    category: 'stories',
    author: authors.jarrah,
    publishedAt: '2024-07-09T09:00:00Z',
    summary:
      'For NAIDOC Week, Aunty Jean shares why the Elders yarning circle in Darwin matters to her and her community.',
    image: 'photo-carers-morning-tea',
    intro:
      'Every Thursday morning, Aunty Jean makes her way to the yarning circle at our Darwin hub. She has not missed one in three years.',
    first: {
      heading: 'Keeping culture strong',
      text: '“It is where we share stories and teach the young ones,” she says. “Some of the old ladies only speak language with each other here.”',
    },
    list: [
      'A weekly yarning circle led by Aboriginal staff',
      'Trips back to Country',
      'Help with health and aged care appointments',
    ],
    second: {
      heading: 'Looking after each other',
      text: 'The group has become a way for Elders to check on each other. When someone does not come, somebody calls.',
    },
    link: {
      before: 'Learn about our ',
      text: 'culturally safe services',
      after: '.',
      to: 'expertise-culturally-safe-care',
    },
  },
]
