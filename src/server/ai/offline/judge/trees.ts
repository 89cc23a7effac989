// Boosted regression trees: the judge's score when its weights file holds them. Each tree splits
// on the features (raw values, no scaling) and every node keeps the mean it predicts, so an
// answer's score can be told feature by feature: each split on its path moves the prediction
// from the node's mean to the child's, and that move is the feature's share (Saabas's method).

/** One tree as parallel arrays; a leaf has feature -1. */
export interface Tree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface Boosted {
  base: number;
  learningRate: number;
  trees: Tree[];
}

export function predictBoosted(model: Boosted, vector: readonly number[]): number {
  let value = model.base;
  for (const tree of model.trees) {
    let node = 0;
    while ((tree.feature[node] ?? -1) >= 0) {
      const feature = tree.feature[node]!;
      node = (vector[feature] ?? 0) <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
    }
    value += model.learningRate * (tree.value[node] ?? 0);
  }
  return value;
}

/** What every answer starts from before any split: the base and each tree's root. */
export function baselineBoosted(model: Boosted): number {
  return model.trees.reduce(
    (sum, tree) => sum + model.learningRate * (tree.value[0] ?? 0),
    model.base,
  );
}

/** Each feature's share of the prediction, in points: the prediction is the baseline plus these. */
export function explainBoosted(model: Boosted, vector: readonly number[]): number[] {
  const shares = new Array<number>(vector.length).fill(0);
  for (const tree of model.trees) {
    let node = 0;
    while ((tree.feature[node] ?? -1) >= 0) {
      const feature = tree.feature[node]!;
      const next =
        (vector[feature] ?? 0) <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
      shares[feature] =
        (shares[feature] ?? 0) + model.learningRate * (tree.value[next]! - tree.value[node]!);
      node = next;
    }
  }
  return shares;
}
