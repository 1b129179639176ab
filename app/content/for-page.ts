import type { PageImage } from './images'
import type { LinkFields, PageLink } from './links'

/** What an image projection looks like to the type system (page-images.server.ts has the whole shape). */
type ImageSource = { asset: { _ref: string } | null }

/** An image as a page receives it: a Portable Text image block keeps its _key and _type and is never null. */
type PageImageOf<T extends ImageSource> = T extends { _type: string }
  ? PageImage & Pick<T, Extract<keyof T, '_type' | '_key'>>
  : PageImage | (null extends T['asset'] ? null : never)

/**
 * A query result as pages receive it (for-page.server.ts): every link in it (a LINK projection,
 * wherever it sits, including Portable Text link annotations, which keep their _key and _type)
 * becomes a PageLink, and every image (IMAGE, DECORATIVE_IMAGE) a PageImage.
 */
export type ForPage<T> = T extends LinkFields
  ? PageLink & Pick<T, Extract<keyof T, '_type'>> & (T extends { _key: string } ? { _key: string } : unknown)
  : T extends ImageSource
    ? PageImageOf<T>
    : T extends readonly (infer Item)[]
      ? ForPage<Item>[]
      : T extends object
        ? { [Key in keyof T]: ForPage<T[Key]> }
        : T
