import { imageValue } from './assets/images'
import { type Context, serviceOf } from './context'
import { envelope, ref } from './documents'
import { ids, singletonIds } from './ids'
import { featuredPrograms } from './listingPages'
import type { SanityDocument } from './types'
import { states } from './words/places'
import { audiences, categories, expertise } from './words/taxonomy'

export function buildServicesSettings(context: Context): SanityDocument {
  return {
    ...envelope(singletonIds.servicesSettings, 'servicesSettings'),
    title: 'Services',
    intro:
      'We offer more than 40 kinds of support in cities, towns and remote communities. Browse by category, by who the service is for, or use the service finder.',
    ageGroupNames: [
      { name: 'Children', ageStart: 0, ageEnd: 11 },
      { name: 'Young people', ageStart: 12, ageEnd: 25 },
      { name: 'Adults', ageStart: 26, ageEnd: 64 },
      { name: 'Older people', ageStart: 65, ageEnd: 120 },
    ],
    culturalGroupDescriptions: [
      {
        name: 'ATSI',
        title: 'For Aboriginal and Torres Strait Islander people',
        description:
          'Designed with Aboriginal and Torres Strait Islander communities and delivered by Aboriginal staff, with respect for culture, family and Country.',
      },
      {
        name: 'CALD',
        title: 'For people from culturally and linguistically diverse backgrounds',
        description:
          'Staff who speak your language or work with professional interpreters, and who understand your culture.',
      },
      {
        name: 'Refugee',
        title: 'For refugees and people seeking asylum',
        description:
          'Specialist support for people who have come to Australia as refugees or are seeking asylum, including those who have experienced torture or trauma.',
      },
    ],
    feeDescription:
      'There is no cost to you for this service. It is funded by the government or by donations. Some services may ask for a small contribution for things like outings or meals.',
    serviceLocations: [
      { value: 'At home', label: 'At your home', description: 'A worker comes to you.' },
      {
        value: 'In the community',
        label: 'Out in the community',
        description: 'At a park, library, school or somewhere that suits you.',
      },
      {
        value: 'At our centre',
        label: 'At one of our centres',
        description: 'Visit us at an office or centre near you.',
      },
      { value: 'Online', label: 'Online', description: 'By video call on your phone, tablet or computer.' },
      { value: 'By phone', label: 'Over the phone', description: 'Talk to us from wherever you are.' },
    ],
    specialGroups: [
      {
        name: 'Veterans',
        description: 'For people who have served in the Australian Defence Force and their families.',
      },
      {
        name: 'People leaving prison',
        description: 'For people leaving prison or youth detention, before and after release.',
      },
      { name: 'Carers', description: 'For people who give unpaid care to a family member or friend.' },
      {
        name: 'LGBTIQA+ people',
        description:
          'Run by and for lesbian, gay, bisexual, trans, intersex, queer and asexual people and their families.',
      },
    ],
    audiences: audiences.map((audience) => ref(ids.audience(audience.slug))),
    categories: categories.map((category) => ref(ids.category(category.slug))),
    expertise: expertise.map((item) => ref(ids.expertise(item.slug))),
    states: states.map((state) => ({ code: state.code, name: state.name })),
    featuredServices: featuredPrograms.map((program) => ref(serviceOf(context, program).id)),
    seo: {
      _type: 'seo',
      title: 'Our services',
      description:
        'Aged care, disability support, mental health, family, housing, home and carer services across Australia.',
      image: imageValue(context.images.get('sharing-card'), undefined),
      noIndex: false,
    },
  }
}
