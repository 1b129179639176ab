/**
 * What a function gives for each text, worked out the first time the text is met and remembered until
 * cleared: for work over a whole dataset, whose texts repeat (the same labels, states and descriptions
 * across thousands of services). The one memoiser for text; answers a memory of recent ones should
 * keep, bounded, are lru-cache's (app/search/remembered.ts).
 */
export class PerText<Value extends object | string | number | boolean> {
  private readonly answers = new Map<string, Value>()
  private readonly work: (text: string) => Value

  constructor(work: (text: string) => Value) {
    this.work = work
  }

  /** The answer for this text: worked out now, the first time. */
  of(text: string): Value {
    let answer = this.answers.get(text)
    if (answer === undefined) {
      answer = this.work(text)
      this.answers.set(text, answer)
    }
    return answer
  }

  /** The answer for this text if it was worked out before; undefined (and nothing kept) if not. */
  known(text: string): Value | undefined {
    return this.answers.get(text)
  }

  /** Every answer so far, in the order their texts were first met. */
  values(): MapIterator<Value> {
    return this.answers.values()
  }

  clear() {
    this.answers.clear()
  }
}
