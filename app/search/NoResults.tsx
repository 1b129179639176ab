import { href, Link } from 'react-router'
import type { SiteSettings } from '~/content/site-settings'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { telHref } from '~/ui/phone'
import type { ServiceCardFields } from '~/services/ServiceCard'
import { PopularServices } from './PopularServices'

interface Props {
  q: string
  spellingSuggestion: { text: string; href: string } | null
  popularServices: ServiceCardFields[]
  contact: SiteSettings['contact'] | undefined
}

/** A search that found nothing: a spelling suggestion, ways to search differently, popular services and how to call. */
export function NoResults({ q, spellingSuggestion, popularServices, contact }: Props) {
  return (
    <div className="no-results">
      <div role="status" data-results-summary="">
        <h2>No results for ‘{q}’</h2>
      </div>
      {spellingSuggestion ? (
        <p className="no-results__spelling">
          Did you mean <Link to={spellingSuggestion.href}>{spellingSuggestion.text}</Link>?
        </p>
      ) : null}
      <p>You could try:</p>
      <ul>
        <li>checking the spelling</li>
        <li>using fewer words, or more general ones, such as ‘counselling’ or ‘help at home’</li>
        <li>searching for your suburb or postcode</li>
        <li>
          the <Link to={href('/services/filter')}>service finder</Link>, which asks a few questions
        </li>
      </ul>
      {contact?.phone ? (
        <section aria-labelledby="no-results-call" className="no-results__call">
          <h2 id="no-results-call">Talk to us</h2>
          <p>
            Call us on <a href={telHref(contact.phone)}>{contact.phone}</a>
            {contact.needAHand?.phoneAvailability ? ` (${contact.needAHand.phoneAvailability})` : ''} and we will help
            you find the right support.
          </p>
          <InterpreterLine phone={contact.phone} compact />
        </section>
      ) : null}
      <PopularServices services={popularServices} />
    </div>
  )
}
