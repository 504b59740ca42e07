/**
 * A molecular formula's parts: digit runs after an element symbol or a closing bracket are
 * subscripts (C2H3N → C₂H₃N); a leading count, as in the water of a hydrate (CuSO4·5H2O), is not.
 */
export function formulaParts(formula: string): { text: string; sub: boolean }[] {
  const parts: { text: string; sub: boolean }[] = [];
  for (const match of formula.matchAll(/\d+(?:\.\d+)?|[^\d]+/g)) {
    const text = match[0];
    const before = formula[match.index - 1] ?? '';
    const sub = /^\d/.test(text) && /[A-Za-z)\]]/.test(before);
    const last = parts.at(-1);
    if (last && last.sub === sub) last.text += text;
    else parts.push({ text, sub });
  }
  return parts;
}

export function Formula({ formula }: { formula: string }) {
  return (
    <span className="lm-formula">
      {formulaParts(formula).map((part, i) =>
        part.sub ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <sub key={i}>{part.text}</sub>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
