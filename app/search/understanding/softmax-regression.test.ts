import { describe, expect, it } from 'vitest'
import { atOnce } from '../steps'
import { SoftmaxRegression } from './softmax-regression'

const example = (label: number, features: number[]) => ({
  label,
  features: Int32Array.from(features),
  weights: new Float64Array(features.length).fill(1 / Math.sqrt(features.length)),
})

describe('the softmax regression', () => {
  // Feature 0 is shared by both classes; 1 belongs to class 0 and 2 to class 1.
  const model = atOnce(
    SoftmaxRegression.learnInSteps(
      [example(0, [0, 1]), example(0, [0, 1]), example(1, [0, 2]), example(1, [0, 2])],
      2,
      3,
    ),
  )

  it('weighs the feature that tells the classes apart, not the one they share', () => {
    const [first, second] = model.probabilities([0, 1], [0.7, 0.7])
    expect(first).toBeGreaterThan(0.9)
    expect(second).toBeLessThan(0.1)
    expect(model.probabilities([2], [1])[1]).toBeGreaterThan(0.9)
    const shared = model.probabilities([0], [1])
    expect(Math.abs(shared[0]! - shared[1]!)).toBeLessThan(0.1)
  })

  it('gives probabilities that sum to 1', () => {
    const probabilities = model.probabilities([1, 2], [0.5, 0.5])
    expect(probabilities[0]! + probabilities[1]!).toBeCloseTo(1)
  })
})
