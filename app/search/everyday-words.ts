/**
 * The words visitors use for what the services call something else: "mum" and "elderly" for older
 * people and aged care, "cleaning" for help at home, "DV" for family violence. A query word or phrase
 * listed under `says` also finds what its `means` say (the category, support and audience labels,
 * services' names and other names in the content). The visitor's own words are searched too, and
 * rank a little higher than what they stand for.
 *
 * `optional`: the words only rank results, they are never required. A person looking for "help at
 * home for my mum" needs help at home; services for older people are the better fit, but a mum may be
 * thirty.
 *
 * Written in the normalised form the index uses (lower case, no apostrophes or accents). When a
 * visitor's everyday word finds nothing, add it here (with a line in relevance-queries.ts).
 */
export interface EverydayWords {
  says: readonly string[]
  means: readonly string[]
  optional?: true
}

export const EVERYDAY_WORDS: readonly EverydayWords[] = [
  {
    says: [
      'mum',
      'mom',
      'mother',
      'dad',
      'father',
      'parent',
      'parents',
      'grandma',
      'grandmother',
      'grandpa',
      'grandfather',
      'grandparent',
      'nan',
      'nana',
      'nanna',
      'granny',
      'pop',
      'poppy',
    ],
    means: ['older', 'aged'],
    optional: true,
  },
  // Not 'partner': a person describing abuse by a partner was shown carer services (the needs reading, app/search/understanding, answers both).
  { says: ['husband', 'wife', 'spouse'], means: ['carers', 'carer'], optional: true },
  {
    says: [
      'elderly',
      'older',
      'old',
      'aged',
      'ageing',
      'aging',
      'senior',
      'seniors',
      'older person',
      'older people',
      'elderly parent',
      'pensioner',
      'pensioners',
      'retired',
    ],
    means: ['older', 'aged', 'seniors'],
  },
  {
    says: [
      'help at home',
      'home help',
      'home care',
      'in home care',
      'home support',
      'cleaning',
      'cleaner',
      'housework',
      'house work',
      'domestic help',
      'domestic assistance',
      'shopping',
      'personal care',
      'showering',
      'gardening',
    ],
    means: ['help at home', 'home care', 'home support'],
  },
  { says: ['respite', 'short break', 'a break', 'time out', 'carer break'], means: ['respite'] },
  { says: ['ndis', 'national disability insurance scheme', 'disability insurance', 'ndia'], means: ['ndis'] },
  {
    says: [
      'counselling',
      'counseling',
      'counsellor',
      'counselor',
      'therapy',
      'therapist',
      'psychologist',
      'talk to someone',
    ],
    means: ['counselling', 'counsellor'],
  },
  {
    says: [
      'dv',
      'fdv',
      'family violence',
      'domestic violence',
      'domestic abuse',
      'family abuse',
      'abusive partner',
      'violent partner',
      'abuse',
      'unsafe at home',
    ],
    means: ['family violence', 'domestic violence'],
  },
  {
    says: ['alzheimers', 'alzheimer', 'memory loss', 'forgetful', 'forgetting things', 'confused'],
    means: ['dementia', 'memory'],
  },
  { says: ['caregiver', 'caregivers', 'caring for', 'looking after'], means: ['carer', 'carers'] },
  {
    says: [
      'depression',
      'depressed',
      'anxiety',
      'anxious',
      'stress',
      'stressed',
      'mental health',
      'not coping',
      'struggling',
    ],
    means: ['mental health', 'wellbeing', 'counselling'],
  },
  {
    says: ['lonely', 'loneliness', 'isolated', 'isolation', 'no friends', 'company', 'social'],
    means: ['staying connected', 'social', 'community participation'],
  },
  {
    says: [
      'homeless',
      'homelessness',
      'nowhere to live',
      'nowhere to sleep',
      'nowhere to stay',
      'sleeping rough',
      'sleeping in my car',
      'evicted',
      'eviction',
      'kicked out',
    ],
    means: ['crisis accommodation', 'homelessness', 'housing'],
  },
  { says: ['rent', 'renting', 'landlord', 'rental', 'tenant', 'lease'], means: ['tenancy', 'rental', 'rent'] },
  { says: ['disabled', 'disability', 'wheelchair', 'handicapped'], means: ['disability'] },
  { says: ['meals', 'meal', 'food', 'cooking', 'dinner', 'lunch'], means: ['meals', 'delivered meals', 'nutrition'] },
  {
    says: ['transport', 'lift', 'driver', 'drive', 'driving', 'bus', 'get to appointments', 'car'],
    means: ['transport', 'community transport'],
  },
  {
    says: ['money', 'debt', 'debts', 'bills', 'broke', 'budget', 'centrelink', 'loan', 'loans', 'financial'],
    means: ['money help', 'financial counselling', 'loans'],
  },
  {
    says: ['drinking', 'drink', 'drunk', 'alcohol', 'drugs', 'drug', 'ice', 'addiction', 'addicted', 'aod', 'gambling'],
    means: ['alcohol', 'drugs'],
  },
  {
    says: ['suicidal', 'suicide', 'self harm', 'want to die', 'end my life'],
    means: ['suicide prevention', 'suicide'],
  },
  {
    says: ['kids', 'children', 'child', 'baby', 'babies', 'toddler', 'newborn'],
    means: ['families and children', 'early childhood', 'parenting'],
  },
  {
    says: ['teen', 'teens', 'teenager', 'teenagers', 'youth', 'young person', 'adolescent'],
    means: ['young people', 'youth'],
  },
  {
    says: ['aboriginal', 'indigenous', 'koori', 'murri', 'first nations', 'atsi', 'torres strait islander'],
    means: ['aboriginal', 'culturally safe', 'yarning'],
  },
  {
    says: [
      'handrail',
      'handrails',
      'grab rail',
      'ramp',
      'ramps',
      'handyman',
      'repairs',
      'home repairs',
      'modifications',
      'home modifications',
      'mods',
    ],
    means: ['home maintenance and modifications', 'home mods'],
  },
  {
    says: [
      'nursing home',
      'aged care home',
      'residential care',
      'residential aged care',
      'retirement home',
      'my aged care',
      'aged care assessment',
      'acat',
    ],
    means: ['moving into aged care', 'aged care navigation', 'my aged care'],
  },
  {
    says: ['gay', 'lesbian', 'queer', 'trans', 'transgender', 'lgbt', 'lgbti', 'lgbtiq', 'lgbtqi', 'rainbow'],
    means: ['lgbtiqa', 'rainbow', 'queer'],
  },
  { says: ['veteran', 'veterans', 'ex service', 'dva', 'army', 'navy', 'defence'], means: ['veterans', 'ex service'] },
  {
    says: ['refugee', 'refugees', 'migrant', 'migrants', 'asylum seeker', 'new to australia'],
    means: ['new arrivals', 'refugee'],
  },
  { says: ['hoarder', 'hoarding', 'clutter', 'squalor'], means: ['hoarding', 'decluttering'] },
  { says: ['prison', 'jail', 'gaol', 'released'], means: ['post release', 'leaving prison'] },
]

/**
 * Words that say what a visitor wants rather than what they want it for ("I need help near…"):
 * searched, but never required, so that "help with shopping" finds help with shopping.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'help',
  'need',
  'needs',
  'needed',
  'near',
  'nearby',
  'around',
  'close',
  'closest',
  'nearest',
  'local',
  'looking',
  'find',
  'want',
  'get',
  'getting',
  'please',
  'some',
  'someone',
  'somebody',
  'has',
  'have',
  'had',
  'got',
  'can',
  'im',
  'am',
  'who',
  'what',
  'where',
  'how',
  'do',
  'does',
  'any',
  'service',
  'services',
  'urgent',
  'urgently',
])
