/** Open roles. Two have closed already; the rest close in 2031 so the site's tests stay valid for years. */
export type RoleWords = {
  title: string
  slug: string
  summary: string
  location: string
  employmentType: 'Full time' | 'Part time' | 'Casual' | 'Fixed term contract'
  hours: string
  salary: string
  closingDate: string
  about: string
  duties: string[]
  skills: string[]
  apply: { email: string } | { url: string }
}

export const roles: RoleWords[] = [
  {
    title: 'Disability Support Worker',
    slug: 'disability-support-worker-penrith',
    summary:
      'Support people with disability to live the life they choose, at home and in the community around Penrith.',
    location: 'Penrith, NSW',
    employmentType: 'Casual',
    hours: 'Flexible shifts, including some evenings and weekends',
    salary: '$38.50 to $42.10 an hour plus super and casual loading',
    closingDate: '2031-03-31',
    about:
      'You will work with a small group of people in their homes and out in the community, helping with personal care, meals, outings and building everyday skills.',
    duties: [
      'Personal care and daily living support',
      'Supporting people to get out and about',
      'Writing short shift notes',
    ],
    skills: [
      'Certificate III in Individual Support, or willingness to study',
      'A current driver licence',
      'An NDIS Worker Screening Check, or willingness to get one',
    ],
    apply: { url: 'https://jobs.altogether.example/roles/disability-support-worker-penrith' },
  },
  {
    title: 'Care Partner, Home Care Packages',
    slug: 'care-partner-home-care-packages-parramatta',
    summary: 'Plan and coordinate home care with older people and their families in Western Sydney.',
    location: 'Parramatta, NSW',
    employmentType: 'Full time',
    hours: '38 hours a week, Monday to Friday',
    salary: '$88,000 to $96,000 plus super and salary packaging',
    closingDate: '2031-02-28',
    about:
      'As a care partner you will look after around 45 older people receiving home care, getting to know them, planning their care and making sure it happens.',
    duties: [
      'Assessing needs and writing care plans',
      'Managing package budgets with clients',
      'Working with nurses, therapists and support workers',
    ],
    skills: [
      'A qualification in health, aged care or social work',
      'Experience in aged care or community services',
      'Clear, warm communication',
    ],
    apply: { email: 'careers@altogether.example' },
  },
  {
    title: 'Family Violence Case Manager',
    slug: 'family-violence-case-manager-dandenong',
    summary: 'Walk alongside women and children experiencing family violence in South East Melbourne.',
    location: 'Dandenong, VIC',
    employmentType: 'Full time',
    hours: '38 hours a week, with a rotating on-call roster',
    salary: 'SCHADS Level 5, $95,000 to $101,000 plus super',
    closingDate: '2031-04-15',
    about:
      'You will provide risk assessment, safety planning and case management to women and children, working closely with police, courts and housing services.',
    duties: ['Risk assessment and safety planning', 'Case management and advocacy', 'Court support'],
    skills: [
      'A degree in social work or a related field',
      'Experience in specialist family violence practice',
      'Knowledge of the MARAM framework',
    ],
    apply: { url: 'https://jobs.altogether.example/roles/family-violence-case-manager-dandenong' },
  },
  {
    title: 'Youth Counsellor',
    slug: 'youth-counsellor-campbelltown',
    summary: 'Counsel young people aged 12 to 25 at our Campbelltown youth wellbeing hub.',
    location: 'Campbelltown, NSW',
    employmentType: 'Part time',
    hours: '30 hours a week, including one late shift',
    salary: '$92,000 to $99,000 pro rata plus super',
    closingDate: '2031-05-30',
    about:
      'You will offer short-term counselling to young people, run groups and help shape a hub that young people helped design.',
    duties: ['One-to-one counselling', 'Running wellbeing groups', 'Working with schools and GPs'],
    skills: [
      'A qualification in counselling, psychology or social work',
      'Experience working with young people',
      'Registration with a professional body',
    ],
    apply: { url: 'https://jobs.altogether.example/roles/youth-counsellor-campbelltown' },
  },
  {
    title: 'Aboriginal Family Worker',
    slug: 'aboriginal-family-worker-darwin',
    summary: 'An identified role supporting Aboriginal and Torres Strait Islander families in Darwin and Palmerston.',
    location: 'Darwin, NT',
    employmentType: 'Full time',
    hours: '38 hours a week, Monday to Friday',
    salary: '$80,000 to $87,000 plus super, salary packaging and a remote allowance',
    closingDate: '2031-01-31',
    about:
      'This is an identified position open only to Aboriginal and Torres Strait Islander people. You will support families to stay strong, safe and connected to culture.',
    duties: [
      'Home visits and family support',
      'Running cultural activities and camps',
      'Working with local Aboriginal community-controlled organisations',
    ],
    skills: ['Aboriginal or Torres Strait Islander identity', 'Connection with community', 'A current driver licence'],
    apply: { email: 'careers@altogether.example' },
  },
  {
    title: 'Financial Counsellor',
    slug: 'financial-counsellor-hobart',
    summary: 'Help people in Southern Tasmania deal with debt and money stress.',
    location: 'Hobart, TAS',
    employmentType: 'Part time',
    hours: '22.8 hours a week (three days)',
    salary: '$94,000 to $100,000 pro rata plus super',
    closingDate: '2031-06-30',
    about:
      'You will give free, confidential financial counselling and advocate for people with creditors, utilities and government agencies.',
    duties: [
      'Financial counselling by phone and in person',
      'Negotiating with creditors',
      'Community education sessions',
    ],
    skills: [
      'A Diploma of Financial Counselling',
      'Membership of Financial Counselling Australia, or eligibility',
      'Patience and good humour',
    ],
    apply: { url: 'https://jobs.altogether.example/roles/financial-counsellor-hobart' },
  },
  {
    title: 'Community Transport Coordinator',
    slug: 'community-transport-coordinator-bendigo',
    summary: 'Coordinate our volunteer drivers and fleet across the Loddon Mallee region.',
    location: 'Bendigo, VIC',
    employmentType: 'Fixed term contract',
    hours: '38 hours a week, 12-month contract',
    salary: '$78,000 to $84,000 plus super',
    closingDate: '2026-03-15',
    about:
      'You will schedule trips, support a team of 60 volunteer drivers and keep our vehicles safe and on the road.',
    duties: ['Scheduling trips and drivers', 'Recruiting and supporting volunteers', 'Fleet safety and maintenance'],
    skills: ['Experience coordinating volunteers or rosters', 'Strong organisation skills', 'A current driver licence'],
    apply: { email: 'careers@altogether.example' },
  },
  {
    title: 'Intake Officer',
    slug: 'intake-officer-logan',
    summary: 'Be the first voice people hear when they call us for help.',
    location: 'Logan Central, QLD',
    employmentType: 'Full time',
    hours: '38 hours a week, between 8am and 6pm on weekdays',
    salary: '$72,000 to $78,000 plus super',
    closingDate: '2026-05-29',
    about:
      'You will answer calls and messages, listen carefully, and connect people with the right service, often on a hard day for them.',
    duties: [
      'Answering calls, emails and web messages',
      'Screening for risk and urgency',
      'Booking people into services',
    ],
    skills: ['Experience in a contact centre or community service', 'Calm under pressure', 'Good computer skills'],
    apply: { url: 'https://jobs.altogether.example/roles/intake-officer-logan' },
  },
]
