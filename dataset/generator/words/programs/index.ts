import { agedCarePrograms } from './agedCare'
import { carerPrograms } from './carers'
import { disabilityPrograms } from './disability'
import { familyPrograms } from './family'
import { homeAndLivingPrograms } from './homeAndLiving'
import { housingPrograms } from './housing'
import { mentalHealthPrograms } from './mentalHealth'

export type { Delivery, Program } from './program'

export const programs = [
  ...agedCarePrograms,
  ...disabilityPrograms,
  ...mentalHealthPrograms,
  ...familyPrograms,
  ...housingPrograms,
  ...homeAndLivingPrograms,
  ...carerPrograms,
]
