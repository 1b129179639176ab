/** Service categories and their supports, audiences and areas of expertise, as the web team wrote them. */

export type SupportWords = { label: string; slug: string; description: string }
export type CategoryWords = {
  label: string
  slug: string
  description: string
  colorPrimary: string
  colorSecondary: string
  whiteNavbar: boolean
  illustrationAlt: string
  supports: SupportWords[]
}

export const categories: CategoryWords[] = [
  {
    label: 'Aged care',
    slug: 'aged-care',
    description:
      'Help to keep living well at home as you get older, time out for the people who care for you, and a hand with the aged care system.',
    colorPrimary: '#8a3a12',
    colorSecondary: '#fde8d7',
    whiteNavbar: false,
    illustrationAlt: 'Three older friends standing together under a warm orange circle',
    supports: [
      {
        label: 'Help at home',
        slug: 'help-at-home',
        description: 'Personal care, cleaning, shopping and nursing so you can stay in your own home.',
      },
      {
        label: 'Respite for older people',
        slug: 'respite-for-older-people',
        description: 'Day centres, outings and short stays that give you and your carer a break.',
      },
      {
        label: 'Staying connected',
        slug: 'staying-connected',
        description: 'Social groups, friendly phone calls and outings to keep you part of your community.',
      },
      {
        label: 'Moving into aged care',
        slug: 'moving-into-aged-care',
        description: 'Someone to explain My Aged Care, assessments and your choices when you need more care.',
      },
    ],
  },
  {
    label: 'Disability support',
    slug: 'disability-support',
    description:
      'Support that fits your goals, whether you are new to the NDIS, building skills for work or looking for a place to live.',
    colorPrimary: '#1d4e89',
    colorSecondary: '#dce9f7',
    whiteNavbar: true,
    illustrationAlt: 'Two people either side of a big blue heart',
    supports: [
      {
        label: 'Daily living',
        slug: 'daily-living',
        description: 'Support with personal care, meals and running your home, at times that suit you.',
      },
      {
        label: 'Support coordination',
        slug: 'support-coordination',
        description: 'Help to understand your NDIS plan, find providers and get the most from your funding.',
      },
      {
        label: 'Community participation',
        slug: 'community-participation',
        description: 'Groups, classes and outings to try new things and meet people.',
      },
      {
        label: 'Employment support',
        slug: 'employment-support',
        description: 'Work experience, job coaching and help to find and keep a job.',
      },
      {
        label: 'Supported accommodation',
        slug: 'supported-accommodation',
        description: 'Shared homes with support available around the clock.',
      },
    ],
  },
  {
    label: 'Mental health and wellbeing',
    slug: 'mental-health-and-wellbeing',
    description:
      'Free and low-cost counselling, recovery coaching and support after a crisis, for you or someone you love.',
    colorPrimary: '#5b3a8c',
    colorSecondary: '#ece4f6',
    whiteNavbar: false,
    illustrationAlt: 'Two people talking, with purple speech bubbles above them',
    supports: [
      {
        label: 'Counselling',
        slug: 'counselling',
        description: 'Talk with a qualified counsellor in person, by phone or by video.',
      },
      {
        label: 'Psychosocial support',
        slug: 'psychosocial-support',
        description: 'Practical support and coaching to live well with a mental health condition.',
      },
      {
        label: 'Suicide prevention',
        slug: 'suicide-prevention',
        description: 'Support in the weeks after a suicidal crisis, and help for the people around you.',
      },
      {
        label: 'Alcohol and other drugs support',
        slug: 'alcohol-and-other-drugs-support',
        description: 'Confidential counselling and groups if alcohol or other drugs are causing you harm.',
      },
    ],
  },
  {
    label: 'Family and relationships',
    slug: 'family-and-relationships',
    description:
      'Support for parents, children and families through the everyday and the hard times, including family violence.',
    colorPrimary: '#0f6b5c',
    colorSecondary: '#d7f0ea',
    whiteNavbar: false,
    illustrationAlt: 'A family of three standing together in front of green leaves',
    supports: [
      {
        label: 'Parenting support',
        slug: 'parenting-support',
        description: 'Courses, groups and one-to-one support to help you feel confident as a parent.',
      },
      {
        label: 'Family violence support',
        slug: 'family-violence-support',
        description: 'Safety planning, case management and counselling if someone is hurting or scaring you.',
      },
      {
        label: 'Relationship counselling',
        slug: 'relationship-counselling',
        description: 'Help for couples and families to talk things through and make arrangements after separation.',
      },
      {
        label: 'Early childhood',
        slug: 'early-childhood',
        description: 'Playgroups and early learning support for children up to school age.',
      },
    ],
  },
  {
    label: 'Housing and homelessness',
    slug: 'housing-and-homelessness',
    description: 'Somewhere safe to stay tonight, help to keep your tenancy and support to find a home that lasts.',
    colorPrimary: '#8c2346',
    colorSecondary: '#f8dde6',
    whiteNavbar: false,
    illustrationAlt: 'A small house with lit windows beside a tree',
    supports: [
      {
        label: 'Crisis accommodation',
        slug: 'crisis-accommodation',
        description: 'Short-term accommodation and support if you have nowhere safe to stay.',
      },
      {
        label: 'Tenancy support',
        slug: 'tenancy-support',
        description: 'Help with rent arrears, repairs and talking with your landlord so you can stay housed.',
      },
      {
        label: 'Finding a home',
        slug: 'finding-a-home',
        description: 'Help to apply for social housing, find a private rental and set up your new place.',
      },
    ],
  },
  {
    label: 'Home and living support',
    slug: 'home-and-living-support',
    description: 'Meals, transport, repairs and money help: the practical things that make daily life easier.',
    colorPrimary: '#2f5d1f',
    colorSecondary: '#e2f0d6',
    whiteNavbar: true,
    illustrationAlt: 'Friends sharing a cup of tea at a kitchen table',
    supports: [
      {
        label: 'Meals and nutrition',
        slug: 'meals-and-nutrition',
        description: 'Fresh and frozen meals delivered, and help to plan and cook healthy food.',
      },
      {
        label: 'Transport',
        slug: 'transport',
        description: 'Door-to-door rides to appointments, shopping and social outings.',
      },
      {
        label: 'Home maintenance and modifications',
        slug: 'home-maintenance-and-modifications',
        description: 'Grab rails, ramps, small repairs and garden tidy-ups to keep your home safe.',
      },
      {
        label: 'Money help',
        slug: 'money-help',
        description: 'Free financial counselling and no interest loans for essentials.',
      },
    ],
  },
  {
    label: 'Carer support',
    slug: 'carer-support',
    description:
      'If you look after a family member or friend, you deserve support too: breaks, advice, counselling and people who understand.',
    colorPrimary: '#6e5200',
    colorSecondary: '#fbf0cc',
    whiteNavbar: false,
    illustrationAlt: 'Two people holding a large heart between them',
    supports: [
      {
        label: 'Carer respite',
        slug: 'carer-respite',
        description: 'Planned and emergency breaks while someone you trust looks after the person you care for.',
      },
      {
        label: 'Carer advice and planning',
        slug: 'carer-advice-and-planning',
        description: 'Coaching, counselling and peer groups to help you plan and look after yourself.',
      },
      {
        label: 'Young carers',
        slug: 'young-carers',
        description: 'Support for children and young people who help care for someone at home.',
      },
    ],
  },
]

export type AudienceWords = {
  label: string
  slug: string
  description: string
  orderRank: string
  illustrationAlt: string
}

/** Listed in the order editors dragged them into, which is deliberately not alphabetical. */
export const audiences: AudienceWords[] = [
  {
    label: 'Older people',
    slug: 'older-people',
    orderRank: '0|100000:',
    description:
      'Services for people aged 65 and over, and Aboriginal and Torres Strait Islander people aged 50 and over.',
    illustrationAlt: 'Two people walking along a path between green hills',
  },
  {
    label: 'People with disability',
    slug: 'people-with-disability',
    orderRank: '0|200000:',
    description: 'Support for people with disability, whether or not you have an NDIS plan.',
    illustrationAlt: 'A person walking past a community centre with a tree beside it',
  },
  {
    label: 'Families and children',
    slug: 'families-and-children',
    orderRank: '0|300000:',
    description: 'Help for parents, children and the people raising them.',
    illustrationAlt: 'A family of three standing together',
  },
  {
    label: 'Young people',
    slug: 'young-people',
    orderRank: '0|400000:',
    description: 'Services for people aged 12 to 25, from counselling to a safe place to stay.',
    illustrationAlt: 'Two young people talking, with speech bubbles above them',
  },
  {
    label: 'Carers',
    slug: 'carers',
    orderRank: '0|500000:',
    description: 'Support for anyone who cares for a family member or friend without being paid for it.',
    illustrationAlt: 'A carer and the person they support either side of a large heart',
  },
]

export type ExpertiseWords = { label: string; slug: string; description: string; patterns: string[] }

export const expertise: ExpertiseWords[] = [
  {
    label: 'Dementia',
    slug: 'dementia',
    description: 'Staff trained to support people living with dementia and memory loss, and their families.',
    patterns: ['dementia', 'memory'],
  },
  {
    label: 'Autism',
    slug: 'autism',
    description: 'Support shaped with autistic people and their families, at a pace that suits them.',
    patterns: ['autism', 'autistic'],
  },
  {
    label: 'Trauma-informed care',
    slug: 'trauma-informed-care',
    description: 'Workers trained to recognise the effects of trauma and to support you safely.',
    patterns: ['trauma'],
  },
  {
    label: 'Culturally safe care',
    slug: 'culturally-safe-care',
    description:
      'Services designed with Aboriginal and Torres Strait Islander communities and led by Aboriginal staff.',
    patterns: ['aboriginal', 'yarning', 'culturally safe'],
  },
  {
    label: 'Family violence',
    slug: 'family-violence',
    description: 'Specialist workers who understand family and domestic violence and put your safety first.',
    patterns: ['family violence', 'domestic violence'],
  },
  {
    label: 'Alcohol and other drugs',
    slug: 'alcohol-and-other-drugs',
    description: 'Non-judgemental support if alcohol or other drugs are affecting you or your family.',
    patterns: ['alcohol', 'other drugs'],
  },
  {
    label: 'Hoarding and squalor',
    slug: 'hoarding-and-squalor',
    description: 'Patient, practical help for people whose home has become hard to live in.',
    patterns: ['hoarding', 'squalor'],
  },
  {
    label: 'Veterans',
    slug: 'veterans',
    description:
      'Services for veterans and their families, including those funded by the Department of Veterans’ Affairs.',
    patterns: ['veteran', 'ex-service'],
  },
]

export type ArticleCategoryWords = { title: string; slug: string; description: string }

export const articleCategories: ArticleCategoryWords[] = [
  { title: 'News', slug: 'news', description: 'What is new at Altogether better care.' },
  { title: 'Stories', slug: 'stories', description: 'People we work with, in their own words.' },
  { title: 'Media releases', slug: 'media-releases', description: 'Statements and announcements for journalists.' },
  { title: 'Guides', slug: 'guides', description: 'Plain-language guides to getting the support you need.' },
]
