/**
 * One copy of each string met: equal strings from different places become the same string. Parsed
 * JSON and split text make a new string every time, though a dataset repeats most of its values; one
 * copy is less memory, fewer objects for the garbage collector to walk, and equal strings that compare
 * at once.
 */
export class OneCopyEach {
  private readonly copies = new Map<string, string>()

  /** The copy of this text met first (this one, if it is the first). */
  of(text: string): string {
    const copy = this.copies.get(text)
    if (copy !== undefined) return copy
    this.copies.set(text, text)
    return text
  }

  /** The copy of this text met before, or the text itself, without keeping it. */
  known(text: string): string {
    return this.copies.get(text) ?? text
  }
}
