// Fits boosted regression trees (src/server/ai/offline/judge/trees.ts) by least squares: each
// tree is fitted to what the trees before it left unexplained. Each feature's values are cut
// into at most 32 bins at its quantiles once, and a level of a tree is grown in one pass over
// the answers (histograms per node), so a fit takes about a second. Deterministic: no sampling;
// ties between splits go to the lower feature and the lower threshold.
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
  /**
   * Stochastic gradient boosting (Friedman, 2002): each tree is grown on this share of the
   * answers, drawn afresh for each tree by a fixed seed, and then moves every answer's prediction.
   * Less variance between refits; 1 (or none) grows each tree on every answer.
   */
  subsample?: number;
}

/** A deterministic draw of the rows one tree is grown on (mulberry32, seeded by the tree). */
function sampleRows(n: number, tree: number, share: number): Uint8Array {
  const mask = new Uint8Array(n);
  let state = (tree + 1) * 0x9e3779b9;
  for (let i = 0; i < n; i += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const draw = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    mask[i] = draw < share ? 1 : 0;
  }
  return mask;
}

const BINS = 32;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Each feature's cut points (ascending) and each answer's bin per feature. */
function binFeatures(x: readonly number[][]): { cuts: number[][]; bins: Uint8Array[] } {
  const n = x.length;
  const size = x[0]?.length ?? 0;
  const cuts: number[][] = [];
  const bins: Uint8Array[] = [];
  for (let f = 0; f < size; f += 1) {
    const values = [...new Set(x.map((row) => row[f]!))].sort((a, b) => a - b);
    let featureCuts: number[];
    if (values.length <= BINS) {
      featureCuts = values.slice(0, -1).map((value, i) => (value + values[i + 1]!) / 2);
    } else {
      const sorted = x.map((row) => row[f]!).sort((a, b) => a - b);
      const chosen = new Set<number>();
      for (let b = 1; b < BINS; b += 1) {
        const at = sorted[Math.floor((b * n) / BINS)]!;
        const next = values.find((value) => value > at);
        if (next !== undefined) chosen.add((at + next) / 2);
      }
      featureCuts = [...chosen].sort((a, b) => a - b);
    }
    cuts.push(featureCuts);
    const column = new Uint8Array(n);
    for (let i = 0; i < n; i += 1) {
      const value = x[i]![f]!;
      let bin = 0;
      while (bin < featureCuts.length && value > featureCuts[bin]!) bin += 1;
      column[i] = bin;
    }
    bins.push(column);
  }
  return { cuts, bins };
}

export function fitBoosted(
  x: readonly number[][],
  y: readonly number[],
  options: BoostOptions,
): Boosted {
  const n = y.length;
  const size = x[0]?.length ?? 0;
  const { cuts, bins } = binFeatures(x);
  const base = y.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const prediction = new Float64Array(n).fill(base);
  const residual = new Float64Array(n);
  const node = new Int32Array(n);
  const trees: Tree[] = [];
  for (let t = 0; t < options.trees; t += 1) {
    for (let i = 0; i < n; i += 1) residual[i] = y[i]! - prediction[i]!;
    const share = options.subsample ?? 1;
    const sampled = share < 1 ? sampleRows(n, t, share) : null;
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const bounds: [number, number][] = [];
    const add = (value: number, bound: [number, number]) => {
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(round6(Math.min(bound[1], Math.max(bound[0], value))));
      bounds.push(bound);
      return tree.value.length - 1;
    };
    node.fill(0);
    let total = 0;
    let drawn = 0;
    for (let i = 0; i < n; i += 1) {
      if (sampled && !sampled[i]) continue;
      total += residual[i]!;
      drawn += 1;
    }
    add(total / Math.max(1, drawn), [-Infinity, Infinity]);
    let frontier = [0];
    for (let level = 0; level < options.depth && frontier.length > 0; level += 1) {
      const slot = new Map(frontier.map((id, index) => [id, index]));
      const count = new Float64Array(frontier.length);
      const sum = new Float64Array(frontier.length);
      // Histograms: [node][feature][bin] counts and sums.
      const histCount = new Float64Array(frontier.length * size * BINS);
      const histSum = new Float64Array(frontier.length * size * BINS);
      for (let i = 0; i < n; i += 1) {
        if (sampled && !sampled[i]) continue;
        const s = slot.get(node[i]!);
        if (s === undefined) continue;
        count[s]! += 1;
        sum[s]! += residual[i]!;
        const offset = s * size * BINS;
        for (let f = 0; f < size; f += 1) {
          const at = offset + f * BINS + bins[f]![i]!;
          histCount[at]! += 1;
          histSum[at]! += residual[i]!;
        }
      }
      const next: number[] = [];
      const splits = new Map<
        number,
        { feature: number; bin: number; left: number; right: number }
      >();
      frontier.forEach((id, s) => {
        const c = count[s]!;
        const total = sum[s]!;
        if (c < 2 * options.minLeaf) return;
        let best = { gain: 1e-9, feature: -1, bin: -1 };
        for (let f = 0; f < size; f += 1) {
          const direction = options.monotone?.[f] ?? 0;
          let leftCount = 0;
          let leftSum = 0;
          const offset = s * size * BINS + f * BINS;
          for (let b = 0; b < cuts[f]!.length; b += 1) {
            leftCount += histCount[offset + b]!;
            leftSum += histSum[offset + b]!;
            const rightCount = c - leftCount;
            if (leftCount < options.minLeaf) continue;
            if (rightCount < options.minLeaf) break;
            const rightSum = total - leftSum;
            const leftMean = leftSum / leftCount;
            const rightMean = rightSum / rightCount;
            if (direction > 0 && leftMean > rightMean) continue;
            if (direction < 0 && leftMean < rightMean) continue;
            const gain =
              (leftSum * leftSum) / leftCount +
              (rightSum * rightSum) / rightCount -
              (total * total) / c;
            if (gain > best.gain) best = { gain, feature: f, bin: b };
          }
        }
        if (best.feature < 0) return;
        let leftCount = 0;
        let leftSum = 0;
        const offset = s * size * BINS + best.feature * BINS;
        for (let b = 0; b <= best.bin; b += 1) {
          leftCount += histCount[offset + b]!;
          leftSum += histSum[offset + b]!;
        }
        const [low, high] = bounds[id]!;
        const clip = (value: number) => Math.min(high, Math.max(low, value));
        const leftValue = clip(leftSum / leftCount);
        const rightValue = clip((total - leftSum) / (c - leftCount));
        const direction = options.monotone?.[best.feature] ?? 0;
        const middle = (leftValue + rightValue) / 2;
        const left = add(
          leftValue,
          direction > 0 ? [low, middle] : direction < 0 ? [middle, high] : [low, high],
        );
        const right = add(
          rightValue,
          direction > 0 ? [middle, high] : direction < 0 ? [low, middle] : [low, high],
        );
        tree.feature[id] = best.feature;
        tree.threshold[id] = round6(cuts[best.feature]![best.bin]!);
        tree.left[id] = left;
        tree.right[id] = right;
        splits.set(id, { feature: best.feature, bin: best.bin, left, right });
        next.push(left, right);
      });
      for (let i = 0; i < n; i += 1) {
        const split = splits.get(node[i]!);
        if (split) node[i] = bins[split.feature]![i]! <= split.bin ? split.left : split.right;
      }
      frontier = next;
    }
    for (let i = 0; i < n; i += 1) prediction[i]! += options.learningRate * tree.value[node[i]!]!;
    trees.push(tree);
  }
  return { base: round6(base), learningRate: options.learningRate, trees };
}
