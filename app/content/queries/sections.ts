import { BLOCK_CONTENT, CONTACT, DECORATIVE_IMAGE, IMAGE, LINK, SERVICE_CARD } from './fragments'
import { VISIBLE } from './rules'

/**
 * The page-builder sections of pages, campaigns and the home page, each shaped for its component. A
 * "list of services" section that lists a category's or an audience's services says which (`listedBy`)
 * and its loader fills the list from the services index (app/sections/service-lists.server.ts):
 * a query here would read every service for every such section.
 */
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
    "listedBy": select(
      source == "category" => { "filter": "category", "value": category->slug.current },
      source == "audience" => { "filter": "audience", "value": audience->slug.current },
      null
    ),
    "services": select(
      source == "category" || source == "audience" => [],
      (services[]->)[_type == "service" && ${VISIBLE}] ${SERVICE_CARD}
    )
  }
}` as const
