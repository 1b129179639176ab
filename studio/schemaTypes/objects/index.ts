import { blockContent } from './blockContent'
import { imageWithAlt } from './imageWithAlt'
import { link } from './link'
import { openingHours, openingInterval, temporaryClosure } from './openingHours'
import { seo } from './seo'

export const objectTypes = [link, imageWithAlt, seo, blockContent, openingInterval, temporaryClosure, openingHours]
