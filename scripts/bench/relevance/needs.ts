/**
 * The evaluation set for the relevance benchmark: needs in plain words, the way visitors type them
 * into the site's search box (older people, carers, people with disability, people doing it tough,
 * young people; Australians), each with the kinds of support a fitting service has.
 *
 * How it was written: by hand, from the bundled dataset only (`dataset/bundled/data.ndjson`): each of
 * the 27 support documents' label and description, and the titles, descriptions and places of the
 * visible services (not hidden, not deleted, status Active, not drafts) that carry that support. It was
 * written independently of the classifier's training phrasings in `dataset/generator/` (which were not
 * opened), so a score on this set measures how well search understands wording it has not been tuned
 * on. Queries mostly avoid naming the support (at most one per support uses its label's words); they
 * describe a person, a symptom or a situation, use Australian slang, or are misspelt.
 *
 * How the bench uses it: each `query` is run through the site search; a query counts as understood
 * when the top results include a service that has one of `supports` (the first is the best fit, the
 * others genuinely serve the same need). When `place` is set, the query names that suburb or postcode
 * (literally, as typed) and the dataset has a visible service with the first support there, so a
 * fitting service in or near that place should come first. `style` lets the bench report scores by
 * the way the need is said. Explicit crisis searches (immediate danger, suicidal intent) are not
 * here: a separate crisis set covers those.
 */
export interface NeedQuery {
  /** What a visitor types, as they would type it. */
  query: string
  /** The slugs of the kinds of support (support documents' slug.current) a fitting service has: the first is the best fit; more only when the need is genuinely served by either. */
  supports: readonly string[]
  /** How it is said: 'relative' | 'symptom' | 'situation' | 'slang' | 'misspelling' | 'plain' */
  style: NeedStyle
  /** The suburb or postcode inside the query, when the query names one (must literally appear in `query`). */
  place?: string
}

export type NeedStyle = 'relative' | 'symptom' | 'situation' | 'slang' | 'misspelling' | 'plain'

export const NEED_QUERIES: readonly NeedQuery[] = [
  // Alcohol and other drugs support
  { query: 'cant stop drinking', supports: ['alcohol-and-other-drugs-support'], style: 'symptom' },
  {
    query: 'my son is using ice and i dont know what to do',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'relative',
  },
  {
    query: 'husband drinks a slab every night and wont stop',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'relative',
  },
  { query: 'want to cut back on the grog', supports: ['alcohol-and-other-drugs-support'], style: 'slang' },
  {
    query: 'been smoking too much weed and cant sleep without it',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'symptom',
  },
  {
    query: 'want to get off the painkillers ive been taking for years',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'symptom',
  },
  { query: 'worried about my mums drinking', supports: ['alcohol-and-other-drugs-support'], style: 'relative' },
  {
    query: 'need help before and after detox bendigo',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'plain',
    place: 'bendigo',
  },
  {
    query: 'drug councelor joondalup',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'misspelling',
    place: 'joondalup',
  },
  {
    query: 'alchohol problem ipswich',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'misspelling',
    place: 'ipswich',
  },
  { query: 'my daughter is back on the gear again', supports: ['alcohol-and-other-drugs-support'], style: 'slang' },
  {
    query: 'lost my licence for drink driving and think i have a problem',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'situation',
  },
  {
    query: 'someone to talk to about my drinking fremantle',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'plain',
    place: 'fremantle',
  },
  {
    query: 'adiction to meth 6230',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'misspelling',
    place: '6230',
  },
  {
    query: 'brother keeps going on benders and missing work',
    supports: ['alcohol-and-other-drugs-support'],
    style: 'slang',
  },

  // Carer advice and planning
  {
    query: 'caring for my wife with ms and dont know what payments i can get',
    supports: ['carer-advice-and-planning'],
    style: 'relative',
  },
  {
    query: 'who looks after my disabled son if something happens to me',
    supports: ['carer-advice-and-planning'],
    style: 'situation',
  },
  {
    query: 'group for people looking after someone with alzheimers frankston',
    supports: ['carer-advice-and-planning'],
    style: 'plain',
    place: 'frankston',
  },
  {
    query: 'help filling in the carer allowance forms for centrelink',
    supports: ['carer-advice-and-planning'],
    style: 'slang',
  },
  {
    query: 'burnt out from caring for mum',
    supports: ['carer-advice-and-planning', 'carer-respite'],
    style: 'symptom',
  },
  {
    query: 'queer carers group liverpool',
    supports: ['carer-advice-and-planning'],
    style: 'slang',
    place: 'liverpool',
  },
  {
    query: 'alzeimers carers group geelong',
    supports: ['carer-advice-and-planning'],
    style: 'misspelling',
    place: 'geelong',
  },
  {
    query: 'dad has demensia and i dont know how to cope',
    supports: ['carer-advice-and-planning'],
    style: 'misspelling',
  },
  {
    query: 'feel guilty and angry all the time looking after my mother',
    supports: ['carer-advice-and-planning'],
    style: 'symptom',
  },
  {
    query: 'planning ahead when you care for an autistic adult son',
    supports: ['carer-advice-and-planning'],
    style: 'plain',
  },
  {
    query: 'how do i look after myself while caring for my wife',
    supports: ['carer-advice-and-planning'],
    style: 'plain',
  },
  {
    query: 'someone to talk to about being a carer 2750',
    supports: ['carer-advice-and-planning'],
    style: 'plain',
    place: '2750',
  },
  {
    query: 'husband had a stroke and now i do everything for him 0800',
    supports: ['carer-advice-and-planning'],
    style: 'relative',
    place: '0800',
  },
  {
    query: 'looking after my brother with schizophrenia and need advice wagga wagga',
    supports: ['carer-advice-and-planning'],
    style: 'relative',
    place: 'wagga wagga',
  },
  { query: 'advise for carers', supports: ['carer-advice-and-planning'], style: 'misspelling' },

  // Carer respite
  { query: 'need a break from looking after my son', supports: ['carer-respite'], style: 'relative' },
  { query: 'someone to mind my disabled daughter for the weekend', supports: ['carer-respite'], style: 'relative' },
  {
    query: 'i have a hospital appointment and no one to watch my husband',
    supports: ['carer-respite'],
    style: 'situation',
  },
  { query: 'havent had a day off from caring in 3 years', supports: ['carer-respite'], style: 'symptom' },
  { query: 'respit hobart', supports: ['carer-respite'], style: 'misspelling', place: 'hobart' },
  {
    query: 'urgent someone to look after my partner while im in surgery',
    supports: ['carer-respite'],
    style: 'situation',
  },
  { query: 'need a few hours to myself i care for my brother full time', supports: ['carer-respite'], style: 'plain' },
  {
    query: 'someone to sit with my wife so i can go out ipswich',
    supports: ['carer-respite'],
    style: 'plain',
    place: 'ipswich',
  },
  { query: 'overnite care for my son so i can get some sleep', supports: ['carer-respite'], style: 'misspelling' },
  { query: 'exhausted from caring need time out 5000', supports: ['carer-respite'], style: 'symptom', place: '5000' },
  {
    query: 'weekend away from caring for my partner adelaide',
    supports: ['carer-respite'],
    style: 'situation',
    place: 'adelaide',
  },
  {
    query: 'absolutely cooked from caring for my son with autism need a breather',
    supports: ['carer-respite'],
    style: 'slang',
  },
  {
    query: 'mum needs minding while i go to a funeral interstate blacktown',
    supports: ['carer-respite', 'respite-for-older-people'],
    style: 'situation',
    place: 'blacktown',
  },
  { query: 'carer respite mount gambier', supports: ['carer-respite'], style: 'plain', place: 'mount gambier' },
  { query: 'in home care for my disabled child while i work a shift', supports: ['carer-respite'], style: 'situation' },

  // Community participation
  {
    query: 'my son has an intellectual disability and just sits at home all day',
    supports: ['community-participation'],
    style: 'relative',
  },
  {
    query: 'things for my autistic daughter to do on weekends',
    supports: ['community-participation'],
    style: 'relative',
  },
  { query: 'day program for adults with disability', supports: ['community-participation'], style: 'plain' },
  { query: 'want to make friends i have a disability', supports: ['community-participation'], style: 'plain' },
  {
    query: 'art classes for people with disabilities hobart',
    supports: ['community-participation'],
    style: 'plain',
    place: 'hobart',
  },
  {
    query: 'want to learn to catch the bus on my own i have a disability',
    supports: ['community-participation'],
    style: 'situation',
  },
  { query: 'ndis social activities bunbury', supports: ['community-participation'], style: 'slang', place: 'bunbury' },
  {
    query: 'bored and lonely since finishing school i have down syndrome',
    supports: ['community-participation'],
    style: 'situation',
  },
  {
    query: 'sport groups for disabled adults midland',
    supports: ['community-participation'],
    style: 'plain',
    place: 'midland',
  },
  {
    query: 'dissability day program dubbo',
    supports: ['community-participation'],
    style: 'misspelling',
    place: 'dubbo',
  },
  { query: 'acitivities for my brother in a wheelchair', supports: ['community-participation'], style: 'misspelling' },
  {
    query: 'somewhere for my son with a disability to go during the day 0870',
    supports: ['community-participation'],
    style: 'relative',
    place: '0870',
  },
  { query: 'outings with a support worker', supports: ['community-participation'], style: 'plain' },
  {
    query: 'cooking class for people with acquired brain injury',
    supports: ['community-participation'],
    style: 'plain',
  },
  {
    query: 'get out of the house and have a go at something new im on the ndis',
    supports: ['community-participation'],
    style: 'slang',
  },
  {
    query: 'feel isolated because of my disability and have no friends',
    supports: ['community-participation'],
    style: 'symptom',
  },

  // Counselling
  { query: 'need someone to talk to about whats going on', supports: ['counselling'], style: 'plain' },
  { query: 'my dad died and i cant stop crying', supports: ['counselling'], style: 'symptom' },
  { query: 'feeling really down lately', supports: ['counselling'], style: 'symptom' },
  { query: 'anxious all the time and cant sleep', supports: ['counselling'], style: 'symptom' },
  { query: 'teenage daughter wont talk to me and seems depressed', supports: ['counselling'], style: 'relative' },
  { query: 'stressed about uni and falling apart', supports: ['counselling'], style: 'situation' },
  { query: 'councelling dandenong', supports: ['counselling'], style: 'misspelling', place: 'dandenong' },
  { query: 'free talk therapy no referral 3175', supports: ['counselling'], style: 'plain', place: '3175' },
  { query: 'came here as a refugee and still have nightmares', supports: ['counselling'], style: 'situation' },
  { query: 'abused as a kid and its still affecting me', supports: ['counselling'], style: 'situation' },
  { query: 'struggling since the miscarriage', supports: ['counselling'], style: 'situation' },
  { query: 'feeling flat and stressed out of my head', supports: ['counselling'], style: 'slang' },
  { query: 'grief support 4350', supports: ['counselling'], style: 'plain', place: '4350' },
  {
    query: 'my teenager needs someone to talk to frankston',
    supports: ['counselling'],
    style: 'relative',
    place: 'frankston',
  },
  { query: 'depresion help elizabeth', supports: ['counselling'], style: 'misspelling', place: 'elizabeth' },
  { query: 'ptsd from a car accident geelong', supports: ['counselling'], style: 'symptom', place: 'geelong' },

  // Crisis accommodation
  { query: 'nowhere to sleep tonight', supports: ['crisis-accommodation'], style: 'situation' },
  { query: 'sleeping in my car', supports: ['crisis-accommodation'], style: 'situation' },
  { query: 'got kicked out and have nowhere to go', supports: ['crisis-accommodation'], style: 'situation' },
  { query: 'couch surfing and run out of mates to stay with', supports: ['crisis-accommodation'], style: 'slang' },
  {
    query: 'my son is 17 and his dad kicked him out',
    supports: ['crisis-accommodation', 'finding-a-home'],
    style: 'relative',
  },
  {
    query: 'emergancy acomodation broadmeadows',
    supports: ['crisis-accommodation'],
    style: 'misspelling',
    place: 'broadmeadows',
  },
  { query: 'homeless need a bed geelong', supports: ['crisis-accommodation'], style: 'plain', place: 'geelong' },
  { query: 'sleeping rough in shepparton', supports: ['crisis-accommodation'], style: 'slang', place: 'shepparton' },
  {
    query: 'just got out of hospital and have nowhere to stay',
    supports: ['crisis-accommodation'],
    style: 'situation',
  },
  { query: 'mum and me are living in the car', supports: ['crisis-accommodation'], style: 'relative' },
  {
    query: 'refuge for young people belconnen',
    supports: ['crisis-accommodation', 'finding-a-home'],
    style: 'plain',
    place: 'belconnen',
  },
  { query: 'evicted today where do i go 4558', supports: ['crisis-accommodation'], style: 'situation', place: '4558' },
  { query: 'homless shelter', supports: ['crisis-accommodation'], style: 'misspelling' },
  { query: 'need a roof over my head for a few weeks', supports: ['crisis-accommodation'], style: 'slang' },
  {
    query: 'my brother is sleeping on the street in bendigo',
    supports: ['crisis-accommodation'],
    style: 'relative',
    place: 'bendigo',
  },

  // Daily living
  { query: 'need a support worker to help me shower im on the ndis', supports: ['daily-living'], style: 'plain' },
  {
    query: 'my brother has cerebral palsy and needs help with cooking and cleaning',
    supports: ['daily-living'],
    style: 'relative',
  },
  { query: 'cant cook for myself since my brain injury', supports: ['daily-living'], style: 'symptom' },
  { query: 'someone to remind me to take my meds i have a disability', supports: ['daily-living'], style: 'plain' },
  { query: 'ndis personal care port adelaide', supports: ['daily-living'], style: 'plain', place: 'port adelaide' },
  { query: 'need help getting dressed in the morning i have ms', supports: ['daily-living'], style: 'symptom' },
  { query: 'my son with autism moved out and cant keep his flat clean', supports: ['daily-living'], style: 'relative' },
  { query: 'in home suport workers geelong', supports: ['daily-living'], style: 'misspelling', place: 'geelong' },
  {
    query: 'disabilty carer to come to my house mount gambier',
    supports: ['daily-living'],
    style: 'misspelling',
    place: 'mount gambier',
  },
  { query: 'quadriplegic need help with my morning routine', supports: ['daily-living'], style: 'symptom' },
  { query: 'core supports 5015', supports: ['daily-living'], style: 'slang', place: '5015' },
  {
    query: 'overnight support worker for my daughter with a disability',
    supports: ['daily-living'],
    style: 'relative',
  },
  {
    query: 'someone to help me with washing and groceries im in a wheelchair',
    supports: ['daily-living'],
    style: 'situation',
  },
  {
    query: 'need help living on my own with an intellectual disability maroochydore',
    supports: ['daily-living'],
    style: 'situation',
    place: 'maroochydore',
  },

  // Early childhood
  { query: 'playgroup for my 2 year old', supports: ['early-childhood'], style: 'plain' },
  { query: 'my toddler isnt talking yet', supports: ['early-childhood'], style: 'symptom' },
  { query: 'somewhere to take the baby to meet other mums', supports: ['early-childhood'], style: 'situation' },
  { query: 'getting my son ready for kindy', supports: ['early-childhood'], style: 'relative' },
  { query: 'new to the area with a bubba and dont know anyone', supports: ['early-childhood'], style: 'slang' },
  { query: 'play groop footscray', supports: ['early-childhood'], style: 'misspelling', place: 'footscray' },
  {
    query: 'things to do with preschoolers elizabeth',
    supports: ['early-childhood'],
    style: 'plain',
    place: 'elizabeth',
  },
  { query: 'worried my 3 year old is behind other kids', supports: ['early-childhood'], style: 'relative' },
  { query: 'stay at home mum going stir crazy with a toddler', supports: ['early-childhood'], style: 'slang' },
  { query: 'early learning for my grandson before he starts school', supports: ['early-childhood'], style: 'relative' },
  { query: 'getting ready for prep 4215', supports: ['early-childhood'], style: 'situation', place: '4215' },
  { query: 'child health nurse for my bub 4870', supports: ['early-childhood'], style: 'slang', place: '4870' },
  { query: 'playgrops for kids under 5', supports: ['early-childhood'], style: 'misspelling' },
  {
    query: 'dad with a toddler looking for a group dandenong',
    supports: ['early-childhood'],
    style: 'situation',
    place: 'dandenong',
  },

  // Employment support
  { query: 'job for my son with autism', supports: ['employment-support'], style: 'relative' },
  { query: 'cant find work because of my disability', supports: ['employment-support'], style: 'situation' },
  { query: 'finishing school with a disability what next', supports: ['employment-support'], style: 'situation' },
  {
    query: 'help writing a resume i have an intellectual disability',
    supports: ['employment-support'],
    style: 'plain',
  },
  { query: 'job coach 4870', supports: ['employment-support'], style: 'plain', place: '4870' },
  {
    query: 'work experience for disabled school leaver campbelltown',
    supports: ['employment-support'],
    style: 'situation',
    place: 'campbelltown',
  },
  { query: 'des provider bunbury', supports: ['employment-support'], style: 'slang', place: 'bunbury' },
  { query: 'my daughter is deaf and wants a job', supports: ['employment-support'], style: 'relative' },
  {
    query: 'practice for job interviews i have anxiety and a disability',
    supports: ['employment-support'],
    style: 'plain',
  },
  { query: 'scared ill lose my job because of my disability', supports: ['employment-support'], style: 'situation' },
  { query: 'disibility jobs wollongong', supports: ['employment-support'], style: 'misspelling', place: 'wollongong' },
  { query: 'supported employmnet', supports: ['employment-support'], style: 'misspelling' },
  { query: 'want to earn my own money im in a wheelchair', supports: ['employment-support'], style: 'situation' },
  {
    query: 'centrelink says i have to look for work but i have a disability',
    supports: ['employment-support'],
    style: 'slang',
  },
  {
    query: 'someone to help my brother with down syndrome in his first weeks at a new job 4114',
    supports: ['employment-support'],
    style: 'relative',
    place: '4114',
  },

  // Family violence support
  { query: 'want to leave my controlling husband', supports: ['family-violence-support'], style: 'situation' },
  {
    query: 'partner checks my phone and wont let me see my friends',
    supports: ['family-violence-support'],
    style: 'symptom',
  },
  { query: 'my daughters boyfriend hits her', supports: ['family-violence-support'], style: 'relative' },
  { query: 'scared of my partner', supports: ['family-violence-support'], style: 'symptom' },
  { query: 'dv help frankston', supports: ['family-violence-support'], style: 'slang', place: 'frankston' },
  {
    query: 'husband takes all the money and wont give me any',
    supports: ['family-violence-support'],
    style: 'situation',
  },
  { query: 'domestic violense midland', supports: ['family-violence-support'], style: 'misspelling', place: 'midland' },
  { query: 'my teenage son is violent towards me', supports: ['family-violence-support'], style: 'relative' },
  {
    query: 'i yell and smash things and want to stop before i lose my family',
    supports: ['family-violence-support'],
    style: 'situation',
  },
  {
    query: 'course for blokes who hurt their partner hobart',
    supports: ['family-violence-support'],
    style: 'slang',
    place: 'hobart',
  },
  {
    query: 'ex keeps turning up at my house and threatening me',
    supports: ['family-violence-support'],
    style: 'situation',
  },
  { query: 'how do i get an avo against my ex', supports: ['family-violence-support'], style: 'slang' },
  { query: 'safty plan elizabeth', supports: ['family-violence-support'], style: 'misspelling', place: 'elizabeth' },
  {
    query: 'mum is being abused by her partner greenway',
    supports: ['family-violence-support'],
    style: 'relative',
    place: 'greenway',
  },
  { query: 'my partner says he will hurt the dog if i leave', supports: ['family-violence-support'], style: 'symptom' },

  // Finding a home
  { query: 'need a rental but keep getting knocked back', supports: ['finding-a-home'], style: 'situation' },
  { query: 'how to apply for housing commission', supports: ['finding-a-home'], style: 'slang' },
  { query: 'help paying the bond for a new place', supports: ['finding-a-home'], style: 'plain' },
  {
    query: 'getting out of prison next month and need somewhere to live',
    supports: ['finding-a-home'],
    style: 'situation',
  },
  {
    query: 'my son gets out of jail soon and has no address to go to',
    supports: ['finding-a-home'],
    style: 'relative',
  },
  {
    query: 'public housing waiting list help wollongong',
    supports: ['finding-a-home'],
    style: 'plain',
    place: 'wollongong',
  },
  {
    query: 'social housing aplication broadmeadows',
    supports: ['finding-a-home'],
    style: 'misspelling',
    place: 'broadmeadows',
  },
  {
    query: 'leaving foster care at 18 and need a place',
    supports: ['finding-a-home', 'crisis-accommodation'],
    style: 'situation',
  },
  { query: 'staying at mates places and need my own spot', supports: ['finding-a-home'], style: 'slang' },
  { query: 'cant find anywhere i can afford to rent on the pension', supports: ['finding-a-home'], style: 'situation' },
  { query: 'furniture for my new housing flat', supports: ['finding-a-home'], style: 'plain' },
  { query: 'housing help 6027', supports: ['finding-a-home'], style: 'plain', place: '6027' },
  { query: 'rentle assistance bunbury', supports: ['finding-a-home'], style: 'misspelling', place: 'bunbury' },
  {
    query: 'my daughter is 19 and needs her own place midland',
    supports: ['finding-a-home'],
    style: 'relative',
    place: 'midland',
  },
  { query: 'just released from jail need housing 4350', supports: ['finding-a-home'], style: 'slang', place: '4350' },

  // Help at home
  { query: 'someone to clean my house im 82', supports: ['help-at-home'], style: 'plain' },
  { query: 'mum cant shower by herself anymore', supports: ['help-at-home'], style: 'relative' },
  { query: 'dad needs help with shopping and cleaning', supports: ['help-at-home'], style: 'relative' },
  { query: 'nan wants to stay in her own house but is struggling', supports: ['help-at-home'], style: 'relative' },
  { query: 'home care package frankston', supports: ['help-at-home'], style: 'plain', place: 'frankston' },
  { query: 'hcp provider 3175', supports: ['help-at-home'], style: 'slang', place: '3175' },
  { query: 'chsp cleaning parramatta', supports: ['help-at-home'], style: 'slang', place: 'parramatta' },
  {
    query: 'elderly father living alone cant keep up with the housework',
    supports: ['help-at-home'],
    style: 'relative',
  },
  { query: 'nurse to visit my mum at home to dress her legs', supports: ['help-at-home'], style: 'relative' },
  { query: 'cleaner for pensioners fremantle', supports: ['help-at-home'], style: 'plain', place: 'fremantle' },
  { query: 'in home aged care blacktown', supports: ['help-at-home'], style: 'plain', place: 'blacktown' },
  { query: 'agedcare cleaning lady', supports: ['help-at-home'], style: 'misspelling' },
  { query: 'personel care for my grandad', supports: ['help-at-home'], style: 'misspelling' },
  { query: 'getting too old to do the vacuuming and washing', supports: ['help-at-home'], style: 'symptom' },
  {
    query: 'support at home package alice springs',
    supports: ['help-at-home'],
    style: 'plain',
    place: 'alice springs',
  },

  // Home maintenance and modifications
  {
    query: 'dad cant manage the front steps anymore',
    supports: ['home-maintenance-and-modifications'],
    style: 'relative',
  },
  { query: 'grab rails in the shower for mum', supports: ['home-maintenance-and-modifications'], style: 'relative' },
  { query: 'handyman for pensioners', supports: ['home-maintenance-and-modifications'], style: 'slang' },
  {
    query: 'gutters need cleaning and im too old for ladders',
    supports: ['home-maintenance-and-modifications'],
    style: 'situation',
  },
  {
    query: 'garden is overgrown and i cant do it anymore',
    supports: ['home-maintenance-and-modifications'],
    style: 'situation',
  },
  {
    query: 'ramp for a wheelchair at my front door wollongong',
    supports: ['home-maintenance-and-modifications'],
    style: 'plain',
    place: 'wollongong',
  },
  {
    query: 'someone to check the smoke alarms for an elderly lady',
    supports: ['home-maintenance-and-modifications'],
    style: 'plain',
  },
  { query: 'hand rails redfern', supports: ['home-maintenance-and-modifications'], style: 'plain', place: 'redfern' },
  { query: 'grabrail instalation', supports: ['home-maintenance-and-modifications'], style: 'misspelling' },
  {
    query: 'tap is leaking and i live alone at 90',
    supports: ['home-maintenance-and-modifications'],
    style: 'situation',
  },
  {
    query: 'veteran need my lawns mowed launceston',
    supports: ['home-maintenance-and-modifications'],
    style: 'situation',
    place: 'launceston',
  },
  {
    query: 'bathroom not safe for my husband anymore campbelltown',
    supports: ['home-maintenance-and-modifications'],
    style: 'relative',
    place: 'campbelltown',
  },
  {
    query: 'someone to fix small things around the house 2170',
    supports: ['home-maintenance-and-modifications'],
    style: 'plain',
    place: '2170',
  },
  { query: 'yard clean up for nan', supports: ['home-maintenance-and-modifications'], style: 'slang' },
  {
    query: 'need a hand held shower fitted because of my bad hip',
    supports: ['home-maintenance-and-modifications'],
    style: 'symptom',
  },
  {
    query: 'home modifacations 2617',
    supports: ['home-maintenance-and-modifications'],
    style: 'misspelling',
    place: '2617',
  },

  // Meals and nutrition
  { query: 'meals for my nan in frankston', supports: ['meals-and-nutrition'], style: 'relative', place: 'frankston' },
  { query: 'my mum keeps forgetting to eat', supports: ['meals-and-nutrition'], style: 'relative' },
  { query: 'dad lives alone and just eats toast', supports: ['meals-and-nutrition'], style: 'relative' },
  { query: 'too tired to cook anymore', supports: ['meals-and-nutrition'], style: 'symptom' },
  { query: 'frozen dinners delivered for a diabetic', supports: ['meals-and-nutrition'], style: 'plain' },
  { query: 'meels on weels', supports: ['meals-and-nutrition'], style: 'misspelling' },
  { query: 'meals on wheels liverpool', supports: ['meals-and-nutrition'], style: 'plain', place: 'liverpool' },
  {
    query: 'cant stand long enough to cook after my hip operation',
    supports: ['meals-and-nutrition'],
    style: 'situation',
  },
  { query: 'learn to cook healthy on a budget', supports: ['meals-and-nutrition'], style: 'plain' },
  {
    query: 'soft food delivered for my husband who has trouble swallowing',
    supports: ['meals-and-nutrition'],
    style: 'relative',
  },
  {
    query: 'hot lunch brought to the house shepparton',
    supports: ['meals-and-nutrition'],
    style: 'plain',
    place: 'shepparton',
  },
  { query: 'tucker delivered for an old bloke', supports: ['meals-and-nutrition'], style: 'slang' },
  {
    query: 'losing weight because i dont eat properly since my wife died',
    supports: ['meals-and-nutrition'],
    style: 'symptom',
  },
  { query: 'home delivred meals 2150', supports: ['meals-and-nutrition'], style: 'misspelling', place: '2150' },
  {
    query: 'cooked meals for elderly newcastle',
    supports: ['meals-and-nutrition'],
    style: 'plain',
    place: 'newcastle',
  },

  // Money help
  { query: 'cant pay my electricity bill', supports: ['money-help'], style: 'situation' },
  { query: 'fridge broke and cant afford a new one', supports: ['money-help'], style: 'situation' },
  { query: 'debt collectors keep calling me', supports: ['money-help'], style: 'situation' },
  { query: 'skint till payday and the bills are piling up', supports: ['money-help'], style: 'slang' },
  { query: 'drowning in credit card debt', supports: ['money-help'], style: 'symptom' },
  { query: 'financial councelling ipswich', supports: ['money-help'], style: 'misspelling', place: 'ipswich' },
  { query: 'no interest loan for car repairs newcastle', supports: ['money-help'], style: 'plain', place: 'newcastle' },
  { query: 'on the dole and cant make ends meet', supports: ['money-help'], style: 'slang' },
  { query: 'my dad has gambling debts and might lose the house', supports: ['money-help'], style: 'relative' },
  { query: 'someone to help me do a budget', supports: ['money-help'], style: 'plain' },
  { query: 'afterpay debts out of control', supports: ['money-help'], style: 'situation' },
  { query: 'nils loan hobart', supports: ['money-help'], style: 'slang', place: 'hobart' },
  {
    query: 'need a loan for school uniforms and a laptop 2560',
    supports: ['money-help'],
    style: 'situation',
    place: '2560',
  },
  {
    query: 'behind on my phone and gas bills fortitude valley',
    supports: ['money-help'],
    style: 'situation',
    place: 'fortitude valley',
  },
  { query: 'hardship application with my bank', supports: ['money-help'], style: 'plain' },
  { query: 'bankrupcy advice', supports: ['money-help'], style: 'misspelling' },
  { query: 'mum is a pensioner and owes thousands on her credit card', supports: ['money-help'], style: 'relative' },

  // Moving into aged care
  { query: 'mum cant live alone anymore what are our options', supports: ['moving-into-aged-care'], style: 'relative' },
  { query: 'how do i get an aged care assessment', supports: ['moving-into-aged-care'], style: 'plain' },
  { query: 'looking for a nursing home for dad', supports: ['moving-into-aged-care'], style: 'relative' },
  { query: 'the my aged care website makes no sense', supports: ['moving-into-aged-care'], style: 'situation' },
  { query: 'acat assessment help', supports: ['moving-into-aged-care'], style: 'slang' },
  {
    query: 'choosing a nursing home for my mother frankston',
    supports: ['moving-into-aged-care'],
    style: 'relative',
    place: 'frankston',
  },
  {
    query: 'whats the difference between home care and a nursing home',
    supports: ['moving-into-aged-care'],
    style: 'plain',
  },
  { query: 'putting nan in a home', supports: ['moving-into-aged-care'], style: 'slang' },
  {
    query: 'help with residential care forms 3175',
    supports: ['moving-into-aged-care'],
    style: 'plain',
    place: '3175',
  },
  { query: 'agedcare assesment', supports: ['moving-into-aged-care'], style: 'misspelling' },
  {
    query: 'dads dementia is getting too much for mum to manage at home',
    supports: ['moving-into-aged-care'],
    style: 'relative',
  },
  { query: 'nursing hom fees explained', supports: ['moving-into-aged-care'], style: 'misspelling' },
  {
    query: 'hospital says nan cant go home and needs more care geelong',
    supports: ['moving-into-aged-care'],
    style: 'situation',
    place: 'geelong',
  },
  {
    query: 'someone to explain aged care options 4870',
    supports: ['moving-into-aged-care'],
    style: 'plain',
    place: '4870',
  },
  {
    query: 'register dad with my aged care 4114',
    supports: ['moving-into-aged-care'],
    style: 'relative',
    place: '4114',
  },

  // Parenting support
  { query: 'toddler tantrums driving me crazy', supports: ['parenting-support'], style: 'symptom' },
  { query: 'teenage son wont listen to anything i say', supports: ['parenting-support'], style: 'relative' },
  { query: 'new dad and feel clueless', supports: ['parenting-support'], style: 'situation' },
  { query: 'baby wont sleep and im losing it', supports: ['parenting-support'], style: 'symptom' },
  { query: 'parenting cours southport', supports: ['parenting-support'], style: 'misspelling', place: 'southport' },
  { query: 'fights with the kids about screens every night', supports: ['parenting-support'], style: 'situation' },
  {
    query: 'child protection are involved and i want to keep my kids',
    supports: ['parenting-support'],
    style: 'situation',
  },
  { query: 'aboriginal family worker dubbo', supports: ['parenting-support'], style: 'plain', place: 'dubbo' },
  { query: 'koori family support wagga wagga', supports: ['parenting-support'], style: 'slang', place: 'wagga wagga' },
  {
    query: 'single mum struggling with three kids bunbury',
    supports: ['parenting-support'],
    style: 'situation',
    place: 'bunbury',
  },
  {
    query: 'my grandkids live with me now and i dont know how to handle them',
    supports: ['parenting-support'],
    style: 'relative',
  },
  { query: 'daughter is 14 and keeps wagging school', supports: ['parenting-support'], style: 'relative' },
  { query: 'parent groop 3550', supports: ['parenting-support'], style: 'misspelling', place: '3550' },
  { query: 'feel like a bad mum', supports: ['parenting-support'], style: 'symptom' },
  {
    query: 'home visits from a family worker launceston',
    supports: ['parenting-support'],
    style: 'plain',
    place: 'launceston',
  },
  { query: 'kid is feral and i need some tips', supports: ['parenting-support'], style: 'slang' },

  // Psychosocial support
  { query: 'hearing voices', supports: ['psychosocial-support'], style: 'symptom' },
  {
    query: 'my brother has schizophrenia and cant keep on top of things',
    supports: ['psychosocial-support'],
    style: 'relative',
  },
  {
    query: 'just got out of the psych ward and need help getting back on track',
    supports: ['psychosocial-support'],
    style: 'situation',
  },
  { query: 'bipolar and struggling to keep a job and my flat', supports: ['psychosocial-support'], style: 'symptom' },
  { query: 'recovery coach newcastle', supports: ['psychosocial-support'], style: 'plain', place: 'newcastle' },
  { query: 'psychosocial disability ndis', supports: ['psychosocial-support'], style: 'plain' },
  {
    query: 'mental helth support worker midland',
    supports: ['psychosocial-support'],
    style: 'misspelling',
    place: 'midland',
  },
  {
    query: 'my son has severe anxiety and hasnt left the house in months',
    supports: ['psychosocial-support', 'counselling'],
    style: 'relative',
  },
  { query: 'need someone to help me set goals i have bpd', supports: ['psychosocial-support'], style: 'situation' },
  {
    query: 'mental illness and cant cope with everyday stuff parramatta',
    supports: ['psychosocial-support'],
    style: 'symptom',
    place: 'parramatta',
  },
  { query: 'peer worker with lived experience of mental illness', supports: ['psychosocial-support'], style: 'plain' },
  {
    query: 'paranoia makes it hard to go shopping or see people',
    supports: ['psychosocial-support'],
    style: 'symptom',
  },
  { query: 'schizophrenai support 2300', supports: ['psychosocial-support'], style: 'misspelling', place: '2300' },
  {
    query: 'my partner has ptsd from the army and struggles day to day fremantle',
    supports: ['psychosocial-support'],
    style: 'relative',
    place: 'fremantle',
  },
  {
    query: 'doing it tough with my mental health and need practical help',
    supports: ['psychosocial-support'],
    style: 'slang',
  },

  // Relationship counselling
  { query: 'me and my wife fight all the time', supports: ['relationship-counselling'], style: 'relative' },
  { query: 'marriage falling apart', supports: ['relationship-counselling'], style: 'situation' },
  {
    query: 'separating and need to sort out arrangements for the kids',
    supports: ['relationship-counselling'],
    style: 'situation',
  },
  {
    query: 'parenting plan after divorce without going to court',
    supports: ['relationship-counselling'],
    style: 'situation',
  },
  {
    query: 'couples councelling ipswich',
    supports: ['relationship-counselling'],
    style: 'misspelling',
    place: 'ipswich',
  },
  { query: 'family mediation parramatta', supports: ['relationship-counselling'], style: 'plain', place: 'parramatta' },
  {
    query: 'my husband cheated and we want to work through it',
    supports: ['relationship-counselling'],
    style: 'relative',
  },
  { query: 'the missus and i cant talk without arguing', supports: ['relationship-counselling'], style: 'slang' },
  { query: 'fdr blacktown', supports: ['relationship-counselling'], style: 'slang', place: 'blacktown' },
  {
    query: 'my teenage kids and i cant get along since the divorce',
    supports: ['relationship-counselling'],
    style: 'relative',
  },
  { query: 'we argue about money and the kids every day', supports: ['relationship-counselling'], style: 'symptom' },
  { query: 'seperation advice for parents', supports: ['relationship-counselling'], style: 'misspelling' },
  {
    query: 'co-parenting with my ex is a nightmare 4870',
    supports: ['relationship-counselling'],
    style: 'situation',
    place: '4870',
  },
  { query: 'want to save my marriage', supports: ['relationship-counselling'], style: 'plain' },
  { query: 'fell out with my adult son and want to fix it', supports: ['relationship-counselling'], style: 'relative' },

  // Respite for older people
  { query: 'day centre for mum with dementia', supports: ['respite-for-older-people'], style: 'relative' },
  {
    query: 'somewhere for dad to go during the day so mum gets a break',
    supports: ['respite-for-older-people', 'carer-respite'],
    style: 'relative',
  },
  {
    query: 'nan gets bored at home all day and has memory problems',
    supports: ['respite-for-older-people'],
    style: 'relative',
  },
  {
    query: 'short stay for my elderly father while we go on holiday',
    supports: ['respite-for-older-people', 'carer-respite'],
    style: 'relative',
  },
  {
    query: 'respite for alzheimers wollongong',
    supports: ['respite-for-older-people'],
    style: 'plain',
    place: 'wollongong',
  },
  { query: 'dementia day program greenway', supports: ['respite-for-older-people'], style: 'plain', place: 'greenway' },
  { query: 'demensia day care', supports: ['respite-for-older-people'], style: 'misspelling' },
  {
    query: 'husband has dementia and i need a few hours off each week elizabeth',
    supports: ['respite-for-older-people', 'carer-respite'],
    style: 'relative',
    place: 'elizabeth',
  },
  { query: 'respit for elderly 6230', supports: ['respite-for-older-people'], style: 'misspelling', place: '6230' },
  {
    query: 'activities and lunch for older people with memory loss',
    supports: ['respite-for-older-people'],
    style: 'plain',
  },
  { query: 'day centre for oldies with pick up and drop off', supports: ['respite-for-older-people'], style: 'slang' },
  {
    query: 'cottage stay for my mum for a week so i can rest',
    supports: ['respite-for-older-people', 'carer-respite'],
    style: 'relative',
  },
  {
    query: 'grandad is lonely and forgetful and my aunty needs a rest dubbo',
    supports: ['respite-for-older-people'],
    style: 'relative',
    place: 'dubbo',
  },
  {
    query: 'somewhere for my father to stay for a week while i have surgery',
    supports: ['respite-for-older-people', 'carer-respite'],
    style: 'situation',
  },
  { query: 'the old dear needs minding while i work', supports: ['respite-for-older-people'], style: 'slang' },

  // Staying connected
  { query: 'lonely since my husband passed away im 78', supports: ['staying-connected'], style: 'symptom' },
  { query: 'mum doesnt see anyone all week', supports: ['staying-connected'], style: 'relative' },
  { query: 'friendly phone call for elderly', supports: ['staying-connected'], style: 'plain' },
  { query: 'lunch club for seniors newcastle', supports: ['staying-connected'], style: 'plain', place: 'newcastle' },
  { query: 'aboriginal elders group redfern', supports: ['staying-connected'], style: 'plain', place: 'redfern' },
  { query: 'yarn with other elders 0800', supports: ['staying-connected'], style: 'slang', place: '0800' },
  { query: 'help dad learn to video call the grandkids', supports: ['staying-connected'], style: 'relative' },
  { query: 'retired and bored out of my brain', supports: ['staying-connected'], style: 'slang' },
  { query: 'walking group for over 65s bendigo', supports: ['staying-connected'], style: 'plain', place: 'bendigo' },
  { query: 'old folks social club', supports: ['staying-connected'], style: 'slang' },
  { query: 'lonley pensioner', supports: ['staying-connected'], style: 'misspelling' },
  {
    query: 'day trips for older people southport',
    supports: ['staying-connected'],
    style: 'plain',
    place: 'southport',
  },
  {
    query: 'someone to ring my nan for a chat each week penrith',
    supports: ['staying-connected'],
    style: 'relative',
    place: 'penrith',
  },
  { query: 'socail groups for seniors 2900', supports: ['staying-connected'], style: 'misspelling', place: '2900' },
  { query: 'moved to a new town at 70 and dont know anyone', supports: ['staying-connected'], style: 'situation' },

  // Suicide prevention
  {
    query: 'my son just came home from hospital after trying to take his life',
    supports: ['suicide-prevention'],
    style: 'relative',
  },
  { query: 'support after a suicide attempt', supports: ['suicide-prevention'], style: 'plain' },
  {
    query: 'discharged from hospital after an overdose last week and need support',
    supports: ['suicide-prevention'],
    style: 'situation',
  },
  {
    query: 'worried about my brother after his attempt last month',
    supports: ['suicide-prevention'],
    style: 'relative',
  },
  { query: 'how to support my partner after a suicide attempt', supports: ['suicide-prevention'], style: 'relative' },
  {
    query: 'aftercare after attempt mount gambier',
    supports: ['suicide-prevention'],
    style: 'plain',
    place: 'mount gambier',
  },
  {
    query: 'safety plan after my attempt belconnen',
    supports: ['suicide-prevention'],
    style: 'situation',
    place: 'belconnen',
  },
  {
    query: 'sucide attempt support elizabeth',
    supports: ['suicide-prevention'],
    style: 'misspelling',
    place: 'elizabeth',
  },
  {
    query: 'my daughter came out of the mental health unit after a suicidal crisis',
    supports: ['suicide-prevention'],
    style: 'relative',
  },
  { query: 'getting back on my feet after i tried to end it', supports: ['suicide-prevention'], style: 'slang' },
  { query: 'my mate tried to end it how do i help him now', supports: ['suicide-prevention'], style: 'slang' },
  {
    query: 'follow up support after the crisis team came out 5000',
    supports: ['suicide-prevention'],
    style: 'situation',
    place: '5000',
  },
  { query: 'sucidal crisis aftercare 2900', supports: ['suicide-prevention'], style: 'misspelling', place: '2900' },
  {
    query: 'support for the family after a loved ones attempt port adelaide',
    supports: ['suicide-prevention'],
    style: 'relative',
    place: 'port adelaide',
  },
  {
    query: 'home from hospital after a suicidal episode and scared of ending up back there',
    supports: ['suicide-prevention'],
    style: 'symptom',
  },

  // Support coordination
  { query: 'dont understand my ndis plan', supports: ['support-coordination'], style: 'symptom' },
  {
    query: 'got my ndis plan but dont know what to do with it',
    supports: ['support-coordination'],
    style: 'situation',
  },
  { query: 'need someone to find ndis providers for my son', supports: ['support-coordination'], style: 'relative' },
  { query: 'ndis plan review coming up and im stressed', supports: ['support-coordination'], style: 'situation' },
  {
    query: 'support coordinator broadmeadows',
    supports: ['support-coordination'],
    style: 'plain',
    place: 'broadmeadows',
  },
  {
    query: 'ndis funding running out before the end of my plan',
    supports: ['support-coordination'],
    style: 'situation',
  },
  { query: 'my autistic son just got ndis what now', supports: ['support-coordination'], style: 'relative' },
  {
    query: 'help using the ndis money for my daughter dubbo',
    supports: ['support-coordination'],
    style: 'relative',
    place: 'dubbo',
  },
  { query: 'ndsi plan help', supports: ['support-coordination'], style: 'misspelling' },
  { query: 'coordinater for ndis 4870', supports: ['support-coordination'], style: 'misspelling', place: '4870' },
  {
    query: 'providers keep cancelling on me and i dont know who else to use',
    supports: ['support-coordination'],
    style: 'situation',
  },
  {
    query: 'kid just diagnosed autistic ndis help shepparton',
    supports: ['support-coordination', 'community-participation'],
    style: 'relative',
    place: 'shepparton',
  },
  { query: 'the ndia knocked back my request what do i do', supports: ['support-coordination'], style: 'slang' },
  { query: 'want to learn to manage my own ndis supports', supports: ['support-coordination'], style: 'plain' },
  {
    query: 'how do i spend my ndis budget redfern',
    supports: ['support-coordination'],
    style: 'plain',
    place: 'redfern',
  },

  // Supported accommodation
  { query: 'group home for my son with a disability', supports: ['supported-accommodation'], style: 'relative' },
  { query: 'sil vacancy footscray', supports: ['supported-accommodation'], style: 'slang', place: 'footscray' },
  {
    query: 'my daughter is 25 with a disability and wants to move out of home',
    supports: ['supported-accommodation'],
    style: 'relative',
  },
  {
    query: 'we are getting too old to care for our disabled son at home',
    supports: ['supported-accommodation'],
    style: 'relative',
  },
  { query: 'shared house with 24 hour support', supports: ['supported-accommodation'], style: 'plain' },
  {
    query: 'supported indipendent living maroochydore',
    supports: ['supported-accommodation'],
    style: 'misspelling',
    place: 'maroochydore',
  },
  {
    query: 'need to live somewhere with staff overnight i have an acquired brain injury',
    supports: ['supported-accommodation'],
    style: 'situation',
  },
  { query: 'disability housing with carers on site', supports: ['supported-accommodation'], style: 'plain' },
  {
    query: 'housemates and support workers for people with intellectual disability',
    supports: ['supported-accommodation'],
    style: 'plain',
  },
  { query: 'ndis sil house 5290', supports: ['supported-accommodation'], style: 'slang', place: '5290' },
  {
    query: 'stuck in a nursing home at 40 because of my disability',
    supports: ['supported-accommodation'],
    style: 'situation',
  },
  {
    query: 'dissability housing broadmeadows',
    supports: ['supported-accommodation'],
    style: 'misspelling',
    place: 'broadmeadows',
  },
  {
    query: 'brother with down syndrome needs somewhere to live when mum passes',
    supports: ['supported-accommodation'],
    style: 'relative',
  },
  {
    query: 'want more independence but need help around the clock',
    supports: ['supported-accommodation'],
    style: 'symptom',
  },
  {
    query: 'live in support for an autistic adult ipswich',
    supports: ['supported-accommodation'],
    style: 'plain',
    place: 'ipswich',
  },

  // Tenancy support
  { query: 'landlord wants us out by friday', supports: ['tenancy-support'], style: 'situation' },
  { query: 'behind on rent and got a letter from the agent', supports: ['tenancy-support'], style: 'situation' },
  { query: 'lost my job and cant pay the rent', supports: ['tenancy-support', 'money-help'], style: 'situation' },
  { query: 'real estate wont fix the mould', supports: ['tenancy-support'], style: 'situation' },
  { query: 'got a notice to vacate parramatta', supports: ['tenancy-support'], style: 'plain', place: 'parramatta' },
  { query: 'rent arrears help hobart', supports: ['tenancy-support'], style: 'plain', place: 'hobart' },
  {
    query: 'ncat hearing about rent owing campbelltown',
    supports: ['tenancy-support'],
    style: 'slang',
    place: 'campbelltown',
  },
  {
    query: 'house is full of stuff and the landlord is threatening eviction',
    supports: ['tenancy-support'],
    style: 'situation',
  },
  { query: 'mums place is a hoarder house and housing want her out', supports: ['tenancy-support'], style: 'relative' },
  { query: 'horder clean up joondalup', supports: ['tenancy-support'], style: 'misspelling', place: 'joondalup' },
  { query: 'facing evicton', supports: ['tenancy-support'], style: 'misspelling' },
  { query: 'housing commission says i owe them money', supports: ['tenancy-support'], style: 'slang' },
  { query: 'my brother might get kicked out of his rental', supports: ['tenancy-support'], style: 'relative' },
  { query: 'payment plan for rent owing 4114', supports: ['tenancy-support'], style: 'plain', place: '4114' },
  {
    query: 'inspection coming up and my place is a mess and i cant face it',
    supports: ['tenancy-support'],
    style: 'symptom',
  },
  {
    query: 'dad lives in squalor and the agent is threatening to evict him 4810',
    supports: ['tenancy-support'],
    style: 'relative',
    place: '4810',
  },

  // Transport
  { query: 'cant drive anymore and need to get to the doctor', supports: ['transport'], style: 'situation' },
  { query: 'lift to my specialist appointment', supports: ['transport'], style: 'plain' },
  { query: 'mum needs a ride to dialysis three times a week', supports: ['transport'], style: 'relative' },
  {
    query: 'wheelchair van to get to appointments blacktown',
    supports: ['transport'],
    style: 'plain',
    place: 'blacktown',
  },
  { query: 'shopping bus for seniors midland', supports: ['transport'], style: 'plain', place: 'midland' },
  { query: 'lost my licence because of my eyesight', supports: ['transport'], style: 'situation' },
  { query: 'community bus belconnen', supports: ['transport'], style: 'plain', place: 'belconnen' },
  { query: 'dad had a stroke and cant drive to get his groceries', supports: ['transport'], style: 'relative' },
  { query: 'trasport to hospital appointments', supports: ['transport'], style: 'misspelling' },
  { query: 'no car and need to get to chemo', supports: ['transport'], style: 'situation' },
  { query: 'pick me up from home to go shopping 0800', supports: ['transport'], style: 'plain', place: '0800' },
  { query: 'need a lift to the quack', supports: ['transport'], style: 'slang' },
  {
    query: 'door to door rides for elderly alice springs',
    supports: ['transport'],
    style: 'plain',
    place: 'alice springs',
  },
  { query: 'apointment transport bunbury', supports: ['transport'], style: 'misspelling', place: 'bunbury' },
  { query: 'how do i get to my hospital appointments without a car', supports: ['transport'], style: 'plain' },

  // Young carers
  { query: 'i look after my mum because shes sick and im 14', supports: ['young-carers'], style: 'situation' },
  { query: 'my son helps care for his dad and is missing school', supports: ['young-carers'], style: 'relative' },
  {
    query: 'my teenage daughter helps care for her brother with autism',
    supports: ['young-carers'],
    style: 'relative',
  },
  { query: 'yung people who care for a sick parent', supports: ['young-carers'], style: 'misspelling' },
  {
    query: 'camps for kids who look after a parent bendigo',
    supports: ['young-carers'],
    style: 'plain',
    place: 'bendigo',
  },
  { query: 'im 16 and do all the cooking because dad has ms', supports: ['young-carers'], style: 'situation' },
  {
    query: 'my daughter looks after her grandma and never gets to be a kid',
    supports: ['young-carers'],
    style: 'relative',
  },
  { query: 'young carers program broadmeadows', supports: ['young-carers'], style: 'plain', place: 'broadmeadows' },
  { query: 'hard to keep up at school because i care for mum', supports: ['young-carers'], style: 'symptom' },
  { query: 'kids who look after there parents', supports: ['young-carers'], style: 'misspelling' },
  { query: 'mum drinks and i have to look after my little sisters', supports: ['young-carers'], style: 'situation' },
  { query: 'no one at school gets that i look after my dad', supports: ['young-carers'], style: 'symptom' },
  {
    query: 'my 12 year old helps with his disabled sister 2560',
    supports: ['young-carers'],
    style: 'relative',
    place: '2560',
  },
  {
    query: 'teenager caring for a parent with mental illness belconnen',
    supports: ['young-carers'],
    style: 'situation',
    place: 'belconnen',
  },
  { query: 'sick of being the one who looks after everyone at home im 15', supports: ['young-carers'], style: 'slang' },
  {
    query: 'grandson cares for his mum after her accident blacktown',
    supports: ['young-carers'],
    style: 'relative',
    place: 'blacktown',
  },
  {
    query: 'stuff for teens who look after family frankston',
    supports: ['young-carers'],
    style: 'plain',
    place: 'frankston',
  },
  {
    query: 'my teenage son does everything for his dad since the accident',
    supports: ['young-carers'],
    style: 'relative',
  },
]
