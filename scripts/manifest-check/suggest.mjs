// "você quis dizer …?" for an unknown name: the closest known name within a few edits.

/** ` — você quis dizer "x"?` when a known name is close to `name`, else ''. */
export function didYouMean(name, known) {
  const text = String(name);
  let best;
  let bestDistance = Math.max(2, Math.floor(text.length / 3)) + 1;
  for (const candidate of known) {
    // A truncated name ("str" for "string") is a typo too.
    if (text.length >= 3 && String(candidate).toLowerCase().startsWith(text.toLowerCase())) return ` — você quis dizer "${candidate}"?`;
    const distance = editDistance(text.toLowerCase(), String(candidate).toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best === undefined ? '' : ` — você quis dizer "${best}"?`;
}

/** Levenshtein distance with adjacent transpositions (a swapped pair is one typo). */
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}
