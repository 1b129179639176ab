import { BLOCK_CONTENT, CONTACT, DECORATIVE_IMAGE, IMAGE, LINK, SERVICE_CARD } from './fragments'
import { SERVICE_ORDER, VISIBLE } from './rules'

/** At most this many services in a "list of services" section (the schema allows 1 to 24). */
export const SERVICE_LIST_MAX = 24

/** The page-builder sections of pages, campaigns and the home page, each shaped for its component. */
export const SECTIONS = `{
  _key,
  _type,
  defined(anchorId) => { anchorId },
  heading,
  _type == "heroSection" => { text, "image": image${IMAGE}, "buttons": buttons[]${LINK} },
  _type == "richTextSection" => { language, "body": body[]${BLOCK_CONTENT} },
  _type == "cardGridSection" => { intro, cards[]{ title, text, "image": image${DECORATIVE_IMAGE}, "link": link${LINK} } },
  _type == "imageWithTextSection" => { "body": body[]${BLOCK_CONTENT}, "image": image${IMAGE}, imagePosition, "button": button${LINK} },
  _type == "carouselSection" => { slides[]{ _key, title, text, "image": image${IMAGE}, "link": link${LINK} } },
  _type == "faqSection" => { items[]{ _key, question, "answer": answer[]${BLOCK_CONTENT} } },
  _type == "callToActionSection" => { text, "buttons": buttons[]${LINK} },
  _type == "contactSection" => { showCommunicationMethods, showNeedAHand, "contact": ${CONTACT} },
  _type == "serviceListSection" => {
    intro,
    limit,
    "services": select(
      source == "category" => *[_type == "service" && ${VISIBLE} && category._ref == ^.category._ref] | ${SERVICE_ORDER} [0...${SERVICE_LIST_MAX}] ${SERVICE_CARD},
      source == "audience" => *[_type == "service" && ${VISIBLE} && ^.audience._ref in audience[]._ref] | ${SERVICE_ORDER} [0...${SERVICE_LIST_MAX}] ${SERVICE_CARD},
      (services[]->)[_type == "service" && ${VISIBLE}] ${SERVICE_CARD}
    )
  }
}` as const
