import { PerText } from '~/lib/memory/per-text'

/**
 * One copy of each string met: equal strings from different places become the same string. Parsed
 * JSON and split text make a new string every time, though a dataset repeats most of its values; one
 * copy is less memory, fewer objects for the garbage collector to walk, and equal strings that compare
 * at once. `of(text)` is the copy met first (this one, if it is the first).
 */
export class OneCopyEach extends PerText<string> {
  constructor() {
    super((text) => text)
  }

  /** The copy of this text met before, or the text itself, without keeping it. */
  override known(text: string): string {
    return super.known(text) ?? text
  }
}
