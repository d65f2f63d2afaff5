import type { SourceIndex } from '../config/SourceIndex';
import type { FunnelConfig } from '../config/types';

/**
 * The pages whose id is not their file's name (page-id-mismatch reports them at the id), id → file name: the id is
 * as likely the typo as the file name, so other rules neither suggest it nor take the file's name for a missing page.
 */
export function getMisnamedPages(config: FunnelConfig, sources: SourceIndex): Map<string, string> {
  const misnamed = new Map<string, string>();
  for (const page of config.pages) {
    const fileId = /^pages\/(.+)\.yaml$/.exec(sources.getPageFile(page.id))?.[1];
    if (fileId !== undefined && fileId !== page.id) misnamed.set(page.id, fileId);
  }
  return misnamed;
}
