import type { ForPage } from '~/content/for-page'
import type { HomeQueryResult } from '~/content/sanity.types'

/** One page-builder section as every SECTIONS query projects it (the home query is the reference). */
export type Section = ForPage<NonNullable<NonNullable<HomeQueryResult>['sections']>[number]>
export type SectionOf<Type extends Section['_type']> = Extract<Section, { _type: Type }>
