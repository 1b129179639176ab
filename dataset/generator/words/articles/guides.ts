import { type ArticleWords, authors } from './article'

export const guideArticles: ArticleWords[] = [
  {
    title: 'How to get started with My Aged Care',
    slug: 'how-to-get-started-with-my-aged-care',
    category: 'guides',
    author: authors.priya,
    publishedAt: '2025-02-12T09:00:00Z',
    summary: 'A step-by-step guide to registering with My Aged Care and getting an assessment.',
    image: 'photo-kitchen-table',
    intro: 'Most government-funded aged care starts with My Aged Care. Here is what to expect, step by step.',
    first: {
      heading: 'Before you call',
      text: 'Have your Medicare card handy, and think about what you find hard at home. A family member can call for you if you give permission.',
    },
    list: ['Register by phone or online', 'Have an assessment at home', 'Get a letter with your approved services'],
    second: {
      heading: 'Where we can help',
      text: 'Our aged care navigators can help you register, prepare for your assessment and compare providers, at no cost.',
    },
    link: {
      before: 'Start at ',
      text: 'myagedcare.gov.au',
      after: ' or call 1800 200 422.',
      to: 'https://www.myagedcare.gov.au',
    },
  },
  {
    title: 'Using your NDIS plan: a plain-language guide',
    slug: 'using-your-ndis-plan',
    category: 'guides',
    author: authors.sophie,
    publishedAt: '2024-08-20T09:00:00Z',
    summary: 'What the parts of your NDIS plan mean, and how to start using your funding.',
    image: 'photo-community-centre',
    intro:
      'Getting your first NDIS plan can feel overwhelming. This guide explains the main parts and how to put your plan to work.',
    first: {
      heading: 'The parts of your plan',
      text: 'Your plan lists your goals and the funding you have for different kinds of support. How your plan is managed decides who pays your providers.',
    },
    list: [
      'Core supports for everyday activities',
      'Capacity building supports to build skills',
      'Capital supports for equipment and home changes',
    ],
    second: {
      heading: 'Getting help',
      text: 'If your plan includes support coordination, a coordinator can help you find providers and use your funding well.',
    },
    link: {
      before: 'For official information, visit ',
      text: 'ndis.gov.au',
      after: '.',
      to: 'https://www.ndis.gov.au',
    },
  },
  {
    title: 'How to use a free interpreter',
    slug: 'how-to-use-a-free-interpreter',
    category: 'guides',
    author: authors.mele,
    publishedAt: '2025-06-05T09:00:00Z',
    summary: 'You have the right to a free interpreter when you talk to us. Here is how it works.',
    image: 'photo-family-picnic',
    intro:
      'If you prefer to speak a language other than English, you can talk to us with a professional interpreter, at no cost to you.',
    first: {
      heading: 'How to ask',
      text: 'Call the Translating and Interpreting Service on 131 450 and ask them to call Altogether better care on 1300 975 707. Tell them the language you speak.',
    },
    list: [
      'Interpreters are free',
      'Interpreters keep what you say private',
      'You can ask for a man or a woman interpreter',
    ],
    second: {
      heading: 'Meeting in person',
      text: 'If you are coming to see us, tell us your language when you book and we will arrange an interpreter.',
    },
    link: { before: 'Find out more from ', text: 'TIS National', after: '.', to: 'https://www.tisnational.gov.au' },
  },
  {
    title: 'Looking after yourself as a carer',
    slug: 'looking-after-yourself-as-a-carer',
    category: 'guides',
    author: authors.rosie,
    publishedAt: '2024-09-17T09:00:00Z',
    summary: 'Practical ideas for protecting your own health while you care for someone else.',
    image: 'photo-carers-morning-tea',
    intro:
      'Caring for someone can take all your time and energy. Looking after yourself is not selfish: it helps you keep caring.',
    first: {
      heading: 'Small things that help',
      text: 'Carers tell us that small, regular breaks make the biggest difference, even half an hour for a walk or a coffee with a friend.',
    },
    list: [
      'Book your own health check-ups',
      'Plan regular breaks, not just emergencies',
      'Talk to other carers who understand',
    ],
    second: {
      heading: 'Support for you',
      text: 'Our carer support workers can help you plan breaks, connect with a carer group or talk to a counsellor.',
    },
    link: { before: 'Explore ', text: 'carer support', after: ' services.', to: 'category-carer-support' },
  },
  {
    title: 'What to do if you are behind on rent',
    slug: 'what-to-do-if-you-are-behind-on-rent',
    category: 'guides',
    author: authors.daniel,
    publishedAt: '2026-01-20T09:00:00Z',
    summary: 'Falling behind on rent is stressful, but there is a lot you can do. Act early.',
    image: 'photo-home-visit',
    intro: 'If you have missed a rent payment, or know you are about to, the most important thing is not to ignore it.',
    first: {
      heading: 'Talk to your landlord early',
      text: 'Many landlords and agents will agree to a payment plan if you contact them before the arrears build up. Put any agreement in writing.',
    },
    list: [
      'Work out what you can afford to pay',
      'Contact your landlord or agent',
      'Get free advice before you sign anything',
    ],
    second: {
      heading: 'Free help',
      text: 'Our tenancy workers can talk to your landlord for you, help you make a payment plan and come with you to a hearing.',
    },
    link: { before: 'See how our ', text: 'tenancy support', after: ' works.', to: 'support-tenancy-support' },
  },
  {
    title: 'Talking to someone about your mental health',
    slug: 'talking-to-someone-about-your-mental-health',
    category: 'guides',
    author: authors.priya,
    publishedAt: '2026-07-07T09:00:00Z',
    summary:
      'Not sure where to start? Here are some ways to reach out, from a free counselling session to a crisis line.',
    image: 'photo-art-group',
    intro:
      'Reaching out is often the hardest part. You do not need to have the right words, and you do not need to wait until things are really bad.',
    first: {
      heading: 'Where to start',
      text: 'Your GP can make a mental health plan with you. You can also book free counselling with us without a referral.',
    },
    list: ['Talk to someone you trust', 'See your GP', 'Book a free counselling session'],
    second: {
      heading: 'If you need help now',
      text: 'If you are in danger, call 000. You can talk to a crisis supporter at any hour.',
    },
    link: {
      before: 'Call Lifeline on 13 11 14 or visit ',
      text: 'lifeline.org.au',
      after: '.',
      to: 'https://www.lifeline.org.au',
    },
  },
]
