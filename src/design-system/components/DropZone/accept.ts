/**
 * Whether a file matches an accept list of MIME types (`text/csv`), type families (`image/*`)
 * and extensions (`.xlsx`), the same grammar as the `accept` attribute. An empty list accepts all.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  return accepted.some((rule) => {
    const type = rule.toLowerCase();
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });
}

/** Splits chosen files into accepted and rejected ones (only the first when not `multiple`). */
export function sortFiles<F extends Pick<File, 'name' | 'type'>>(files: readonly F[], accepted: readonly string[], multiple: boolean) {
  const chosen = multiple ? files : files.slice(0, 1);
  return {
    accepted: chosen.filter((file) => acceptsFile(file, accepted)),
    rejected: chosen.filter((file) => !acceptsFile(file, accepted)),
  };
}
