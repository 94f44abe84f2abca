import type { ReactNode } from "react";
import type { ContentTexts } from "./content-texts.ts";
import { SECONDARY_BUTTON_CLASSES } from "./form-parts.tsx";
import type { Loaded } from "./use-loaded.ts";

/** The page's body once loaded; meanwhile a loading line, or the error with a retry button. */
export function LoadState<T>({
  loaded,
  texts,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  texts: ContentTexts;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === "loading") {
    return (
      <p role="status" className="text-gray-800">
        {texts.loading}
      </p>
    );
  }
  if (loaded.state === "error") {
    return (
      <div role="alert" className="flex items-center gap-3 text-red-800">
        <p>{loaded.message}</p>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}
