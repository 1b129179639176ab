import { apiInformation } from '~/hsds/handlers.server'

export function loader() {
  return apiInformation()
}
