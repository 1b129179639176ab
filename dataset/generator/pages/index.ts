import type { Context } from '../context'
import { aboutUsPages } from './aboutUs'
import { contactPages } from './contact'
import { getHelpPages } from './getHelp'
import { pageDocument } from './page'
import { workWithUsPages } from './workWithUs'

export const buildPages = (context: Context) =>
  [...aboutUsPages(context), ...getHelpPages(context), ...workWithUsPages(context), ...contactPages(context)].map(
    (input) => pageDocument(input),
  )
