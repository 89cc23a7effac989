// Fits boosted regression trees (src/server/ai/offline/judge/trees.ts) by least squares:
// each tree is fitted to what the trees before it left unexplained. Deterministic: no sampling,
// and ties between splits go to the lower feature index and the lower threshold.
import type { Boosted, Tree } from '../../src/server/ai/offline/judge/trees';

export interface BoostOptions {
  trees: number;
  learningRate: number;
  depth: number;
  minLeaf: number;
  /**
   * Per feature: 1 when more of it may never lower the score, -1 when it may never raise it, 0
   * when the data decides. Kept in every tree (each split keeps its children's order, and their
   * descendants stay within the bound between them), so the sum of trees keeps it too.
   */
  monotone?: readonly number[];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function fitBoosted(
  x: readonly number[][],
  y: readonly number[],
  options: BoostOptions,
): Boosted {
  const n = y.length;
  const size = x[0]?.length ?? 0;
  const sorted = Array.from({ length: size }, (_, f) =>
    Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a]![f]! - x[b]![f]! || a - b),
  );
  const base = y.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const prediction = new Array<number>(n).fill(base);
  const trees: Tree[] = [];
  const node = new Int32Array(n);
  for (let t = 0; t < options.trees; t += 1) {
    const residual = y.map((value, i) => value - prediction[i]!);
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const add = (value: number) => {
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(round6(value));
      return tree.value.length - 1;
    };
    node.fill(0);
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += residual[i]!;
    add(sum / Math.max(1, n));
    const bounds: [number, number][] = [[-Infinity, Infinity]];
    const clip = (value: number, id: number) =>
      Math.min(bounds[id]![1], Math.max(bounds[id]![0], value));
    let frontier = [0];
    for (let level = 0; level < options.depth; level += 1) {
      const next: number[] = [];
      for (const id of frontier) {
        let count = 0;
        let total = 0;
        for (let i = 0; i < n; i += 1) {
          if (node[i] === id) {
            count += 1;
            total += residual[i]!;
          }
        }
        if (count < 2 * options.minLeaf) continue;
        let best = { gain: 1e-9, feature: -1, threshold: 0 };
        for (let f = 0; f < size; f += 1) {
          let leftCount = 0;
          let leftSum = 0;
          const order = sorted[f]!;
          let previous: number | null = null;
          for (let k = 0; k < n; k += 1) {
            const i = order[k]!;
            if (node[i] !== id) continue;
            const value = x[i]![f]!;
            if (
              previous !== null &&
              value > previous &&
              leftCount >= options.minLeaf &&
              count - leftCount >= options.minLeaf
            ) {
              const rightSum = total - leftSum;
              const direction = options.monotone?.[f] ?? 0;
              const leftMean = leftSum / leftCount;
              const rightMean = rightSum / (count - leftCount);
              const keepsOrder =
                direction === 0 || (direction > 0 ? leftMean <= rightMean : leftMean >= rightMean);
              const gain =
                (leftSum * leftSum) / leftCount +
                (rightSum * rightSum) / (count - leftCount) -
                (total * total) / count;
              if (keepsOrder && gain > best.gain)
                best = { gain, feature: f, threshold: (previous + value) / 2 };
            }
            leftCount += 1;
            leftSum += residual[i]!;
            previous = value;
          }
        }
        if (best.feature < 0) continue;
        let lc = 0;
        let ls = 0;
        for (let i = 0; i < n; i += 1) {
          if (node[i] === id && x[i]![best.feature]! <= best.threshold) {
            lc += 1;
            ls += residual[i]!;
          }
        }
        const leftValue = clip(ls / lc, id);
        const rightValue = clip((total - ls) / (count - lc), id);
        const left = add(leftValue);
        const right = add(rightValue);
        const direction = options.monotone?.[best.feature] ?? 0;
        const [low, high] = bounds[id]!;
        const middle = (leftValue + rightValue) / 2;
        bounds[left] = direction > 0 ? [low, middle] : direction < 0 ? [middle, high] : [low, high];
        bounds[right] =
          direction > 0 ? [middle, high] : direction < 0 ? [low, middle] : [low, high];
        tree.feature[id] = best.feature;
        tree.threshold[id] = round6(best.threshold);
        tree.left[id] = left;
        tree.right[id] = right;
        for (let i = 0; i < n; i += 1) {
          if (node[i] === id) node[i] = x[i]![best.feature]! <= tree.threshold[id]! ? left : right;
        }
        next.push(left, right);
      }
      frontier = next;
    }
    for (let i = 0; i < n; i += 1) prediction[i]! += options.learningRate * tree.value[node[i]!]!;
    trees.push(tree);
  }
  return { base: round6(base), learningRate: options.learningRate, trees };
}
