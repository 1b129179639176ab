import { formatCount } from '~/ui/numbers'

/** A number of services in words, singular or plural: "1 service", "12 services". */
export function serviceCount(count: number): string {
  return count === 1 ? '1 service' : `${formatCount(count)} services`
}
