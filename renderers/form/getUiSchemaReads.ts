/**
 * The state paths a page's form reads beside its own answers: the lists its fields take their choices or questions
 * from (`ui:options` optionsFrom.path, choicesFrom.path, questionsFrom), anywhere in the uiSchema.
 */
export function getUiSchemaReads(uiSchema: unknown): string[] {
  const reads: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'optionsFrom' || key === 'choicesFrom') && typeof (value as { path?: unknown } | null)?.path === 'string') {
        reads.push((value as { path: string }).path);
      } else if (key === 'questionsFrom' && typeof value === 'string') reads.push(value);
      else visit(value);
    }
  };
  visit(uiSchema);
  return [...new Set(reads)];
}
