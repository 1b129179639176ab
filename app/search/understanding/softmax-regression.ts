/** An example as the model learns from it: its class, and its features (ids) with their weights. */
export interface SparseExample {
  label: number
  features: Int32Array
  weights: Float64Array
}

/** Passes over the examples. */
const EPOCHS = 30
/** The step of each update. */
const RATE = 0.5
/** How strongly every weight is pulled back towards 0 (L2), at each update that touches it. */
const SHRINK = 1e-4
/** The classes' own weights (biases) learn at a tenth of the rate: they carry only how many examples each class has. */
const BIAS_RATE = 0.05

/**
 * Multinomial logistic regression (softmax) over sparse features, learnt by stochastic gradient
 * descent: a class's weight for a feature grows where the feature tells that class apart from the
 * others, which a centroid cannot (a word shared by two neighbouring kinds of support weighs little
 * here, and the word only one of them has, a lot). Dense weights (classes × features, some
 * hundred thousand numbers), updated only where an example has features: a pass over 1,600 examples
 * is a millisecond or two. Learnt a pass a step, so that the server can hand the event loop back
 * between passes (understanding.server.ts).
 */
export class SoftmaxRegression {
  private readonly weights: Float64Array
  private readonly biases: Float64Array
  private readonly classes: number

  private constructor(classes: number, featureCount: number) {
    this.classes = classes
    this.weights = new Float64Array(classes * featureCount)
    this.biases = new Float64Array(classes)
  }

  static *learnInSteps(
    examples: readonly SparseExample[],
    classes: number,
    featureCount: number,
  ): Generator<void, SoftmaxRegression> {
    const model = new SoftmaxRegression(classes, featureCount)
    const probabilities = new Float64Array(classes)
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      for (const example of examples) model.update(example, probabilities)
      yield
    }
    return model
  }

  /** Each class's probability for the features, into `into` (one per class). */
  probabilities(
    features: ArrayLike<number>,
    weights: ArrayLike<number>,
    into: Float64Array = new Float64Array(this.classes),
  ): Float64Array {
    let max = -Infinity
    for (let label = 0; label < this.classes; label++) {
      const row = label * (this.weights.length / this.classes)
      let sum = this.biases[label]!
      for (let at = 0; at < features.length; at++) sum += weights[at]! * this.weights[row + features[at]!]!
      into[label] = sum
      if (sum > max) max = sum
    }
    let total = 0
    for (let label = 0; label < this.classes; label++) total += into[label] = Math.exp(into[label]! - max)
    for (let label = 0; label < this.classes; label++) into[label]! /= total
    return into
  }

  private update({ label, features, weights }: SparseExample, probabilities: Float64Array): void {
    this.probabilities(features, weights, probabilities)
    const width = this.weights.length / this.classes
    for (let other = 0; other < this.classes; other++) {
      const gradient = probabilities[other]! - (other === label ? 1 : 0)
      const row = other * width
      for (let at = 0; at < features.length; at++) {
        const index = row + features[at]!
        this.weights[index] = this.weights[index]! - RATE * (gradient * weights[at]! + SHRINK * this.weights[index]!)
      }
      this.biases[other] = this.biases[other]! - BIAS_RATE * gradient
    }
  }
}
