// The public face of onDemand/: the small loaders a feature may import. Each fetches its module on
// first use, once, a failure forgotten so that the next ask fetches again; `Deferred` goes around a
// part while it comes; a part slot is where a feature shows a part of its own fetched on first use,
// filled by the registry of lazy parts (src/app/parts), which only the app's top imports. The Word
// file's loader is a face of its own (wordModule.ts), so that it comes with its buttons' chunk.

export {
  GUIDANCE_PARTS,
  type GuidancePart,
  holdGuidanceCopyUntilReady,
  loadPageCopy,
  type PageCopy,
  prefetchGuidanceCopy,
  releaseGuidanceCopy,
  prefetchGuidanceCopyWhenIdle,
  useGuidanceCopy,
} from "./guidanceCopy";
export { Deferred } from "./Deferred";
export { loadExportModule, prefetchExportModule, type ExportModule } from "./exportModule";
export { loadPreviewModule, prefetchPreviewModule, type PreviewModule } from "./previewModule";
export { lazyPart, loadPart, prefetchLazyParts, registerLazyParts } from "./partSlot";
export { retryUntilLoaded } from "./retryUntilLoaded";
