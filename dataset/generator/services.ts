import { imageValue, type ImageLibrary } from './assets/images'
import { DATASET_TIME, envelope, isoTime, ref, slug, slugify } from './documents'
import { ids } from './ids'
import type { LocationInfo } from './locations'
import { cycle } from './cycle'
import { createRandom, type Random } from './random'
import type { OpeningHoursValue, ServiceDocument } from './types'
import { type Program, programs } from './words/programs'
import { retiredServices } from './words/retiredServices'

export type ServiceInfo = {
  id: string
  title: string
  slug: string
  program: Program
  location: LocationInfo
  visible: boolean
}
type Rule = 'visible' | 'hidden' | 'deleted' | 'inactive'
type Plan = { title: string; program: Program; primary: LocationInfo; others: LocationInfo[]; rule: Rule }

const HOUR = 3_600_000
const suburbName = (location: LocationInfo) => location.place.suburb.replace(/ (City|Central)$/, '')
const fillIn = (text: string, location: LocationInfo) =>
  text.replaceAll('{suburb}', suburbName(location)).replaceAll('{region}', location.place.region)

/** The primary location and up to two more in the same state, as the sync sends them. */
function offeredAt(primary: LocationInfo, all: LocationInfo[], random: Random) {
  const sameState = all.filter(
    (candidate) => candidate.place.state === primary.place.state && candidate.id !== primary.id,
  )
  return { primary, others: random.pickSome(sameState, random.int(0, Math.min(2, sameState.length))) }
}

const interval = (opens: string, closes: string) => [{ _type: 'openingInterval' as const, opens, closes }]
const weekdays = (opens: string, closes: string) => ({
  monday: interval(opens, closes),
  tuesday: interval(opens, closes),
  wednesday: interval(opens, closes),
  thursday: interval(opens, closes),
  friday: interval(opens, closes),
})

/** Programs answered by phone keep hours of their own, longer than their offices'. */
const programHours: Record<string, OpeningHoursValue> = {
  'Carer Advice and Planning': {
    _type: 'openingHours',
    ...weekdays('08:00', '20:00'),
    saturday: interval('09:00', '13:00'),
    publicHolidays: 'closed',
    note: 'Our carer advice line answers at these times; leave a message at other times and we will call you back.',
  },
  'Family Violence Support': {
    _type: 'openingHours',
    ...weekdays('08:00', '20:00'),
    saturday: interval('10:00', '16:00'),
    sunday: interval('10:00', '16:00'),
    publicHolidays: 'special',
    publicHolidayHours: interval('10:00', '16:00'),
    note: 'If you are in danger now, call 000. 1800RESPECT answers at any time on 1800 737 732.',
  },
}

function serviceDocument(
  n: number,
  plan: Plan,
  random: Random,
  images: ImageLibrary,
  uniqueSlug: (title: string) => string,
): ServiceDocument {
  const { program, primary, rule, title } = plan
  const photo = images.get(program.photo)
  const emailBox = `${program.category.replace(/-.*/, '')}.${slugify(suburbName(primary))}`
  return {
    ...envelope(ids.service(n), 'service'),
    _type: 'service',
    thumbnail: imageValue(
      photo,
      n % 7 === 0 ? undefined : `${program.title} in ${suburbName(primary)}`,
      n % 5 === 0 ? { hotspot: { x: 0.5, y: 0.4, width: 0.6, height: 0.6 } } : {},
    ),
    category: ref(ids.category(program.category)),
    audience: program.audiences.map((audience) => ref(ids.audience(audience))),
    support: program.supports.map((support) => ref(ids.support(support))),
    ...(program.expertise ? { expertise: program.expertise.map((expertise) => ref(ids.expertise(expertise))) } : {}),
    noFee: !program.fee,
    isSpecialGroup: Boolean(program.specialGroup),
    ...(program.specialGroup ? { specialGroup: program.specialGroup } : {}),
    hidden: rule === 'hidden',
    ...(programHours[program.title] ? { hours: programHours[program.title] } : {}),
    sync: {
      id: `SRV-${10000 + n}`,
      title,
      aliases: program.aliases,
      slug: slug(uniqueSlug(title)),
      status: rule === 'inactive' ? 'Inactive' : 'Active',
      deleted: rule === 'deleted',
      ...(program.fee ? { fee: program.fee } : {}),
      serviceLocation: program.delivery,
      shortServiceDescription: fillIn(program.short, primary),
      longServiceDescription: fillIn(program.long, primary),
      ...(program.culturalGroup
        ? { culturalGroup: program.culturalGroup.name, culturalGroupDetail: program.culturalGroup.detail }
        : {}),
      ndis: program.ndis ?? false,
      suburb: primary.place.suburb,
      region: primary.place.region,
      state: primary.place.state,
      ageStart: program.ages[0],
      ageEnd: program.ages[1],
      ...(program.atsiAges ? { atsiAgeStart: program.atsiAges[0], atsiAgeEnd: program.atsiAges[1] } : {}),
      servicesProvided: program.servicesProvided,
      phone: primary.phone,
      email: `${emailBox}@altogether.example`,
      locations: [primary, ...plan.others].map((location) => ref(location.id)),
      updatedAt: isoTime(DATASET_TIME - random.int(1, 96) * HOUR),
    },
  }
}

const programNamed = (title: string) => {
  const found = programs.find((program) => program.title === title)
  if (!found) throw new Error(`No program ${title}`)
  return found
}

function bundledPlan(locations: LocationInfo[], random: Random): Plan[] {
  const plan: Plan[] = []
  for (const program of programs) {
    const candidates = locations.filter((location) => !program.states || program.states.includes(location.place.state))
    for (const primary of random.pickSome(candidates, program.places)) {
      plan.push({
        title: `${program.title} – ${suburbName(primary)}`,
        program,
        ...offeredAt(primary, locations, random),
        rule: 'visible',
      })
    }
  }
  for (const retired of retiredServices) {
    plan.push({
      title: retired.title,
      program: programNamed(retired.basedOn),
      ...offeredAt(random.pick(locations), locations, random),
      rule: retired.rule,
    })
  }
  return plan
}

/** Ten programs at each location, rotating through the list, so every title names a distinct program and place. */
function largePlan(locations: LocationInfo[], random: Random, perLocation: number, retiredPerRule: number): Plan[] {
  const plan: Plan[] = []
  const at = (locationIndex: number, slot: number) => {
    const program = cycle(programs, locationIndex * 7 + slot)
    const location = cycle(locations, locationIndex)
    return { program, location, title: `${program.title} – ${location.title}` }
  }
  for (let locationIndex = 0; locationIndex < locations.length; locationIndex++) {
    for (let slot = 0; slot < perLocation; slot++) {
      const { program, location, title } = at(locationIndex, slot)
      plan.push({ title, program, ...offeredAt(location, locations, random), rule: 'visible' })
    }
  }
  const rules: Rule[] = ['hidden', 'deleted', 'inactive']
  for (let index = 0; index < retiredPerRule * rules.length; index++) {
    const { program, location, title } = at(index, perLocation + Math.floor(index / locations.length))
    plan.push({
      title: `${title} (Retired)`,
      program,
      ...offeredAt(location, locations, random),
      rule: cycle(rules, index),
    })
  }
  return plan
}

export function buildServices(size: 'bundled' | 'large', locations: LocationInfo[], images: ImageLibrary) {
  const random = createRandom(`services:${size}`)
  const plan = size === 'bundled' ? bundledPlan(locations, random) : largePlan(locations, random, 10, 200)
  const taken = new Set<string>()
  const uniqueSlug = (title: string) => {
    const base = slugify(title)
    let candidate = base
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`
    taken.add(candidate)
    return candidate
  }
  const built = plan.map((entry, index) => ({
    entry,
    document: serviceDocument(index + 1, entry, random, images, uniqueSlug),
  }))
  const services: ServiceInfo[] = built.map(({ entry, document }) => ({
    id: document._id,
    title: entry.title,
    slug: document.sync.slug.current,
    program: entry.program,
    location: entry.primary,
    visible: entry.rule === 'visible',
  }))
  return { documents: built.map(({ document }) => document), services }
}
