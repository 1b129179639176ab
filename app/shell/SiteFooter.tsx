import { CmsLink } from '~/ui/CmsLink'
import { FALLBACK_PHONE } from './fallback-shell'
import { InterpreterLine } from '~/trust/InterpreterLine'
import type { SiteSettings } from '~/content/site-settings'
import { PRODUCT } from '~/lib/titles/page-title'
import { telHref } from '~/ui/phone'

/** Contact line, footer and legal links, and the Acknowledgement of Country. */
export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const footer = settings?.footer
  const phone = settings?.contact?.phone ?? FALLBACK_PHONE
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__phone">
          Call us on <a href={telHref(phone)}>{phone}</a>
          {settings?.contact?.needAHand?.phoneAvailability ? `, ${settings.contact.needAHand.phoneAvailability}` : ''}
        </p>
        <InterpreterLine phone={phone} compact />
        {footer?.links?.length ? (
          <nav aria-label="Footer">
            <ul className="site-footer__links" role="list">
              {footer.links.map((link, index) => (
                <li key={index}>
                  <CmsLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {footer?.acknowledgement ? <p className="site-footer__acknowledgement">{footer.acknowledgement}</p> : null}
        {footer?.legalLinks?.length ? (
          <ul className="site-footer__legal" role="list">
            {footer.legalLinks.map((link, index) => (
              <li key={index}>
                <CmsLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__copyright">{`© ${PRODUCT}`}</p>
      </div>
    </footer>
  )
}
