import { useEffect, useState } from "react";
import { eventPicture } from "../api/early-event-reads.ts";

/** The event's picture as a data URL once loaded; null while loading or when it could not be read. */
export function useEventPicture(id: number): string | null {
  const [picture, setPicture] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    // Usually read already: the list's arrival started it (early-event-reads.ts).
    eventPicture(id).then(
      (url) => current && setPicture({ id, url }),
      // The event is still listed; its frame simply stays a plain tile.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id]);
  return picture?.id === id ? picture.url : null;
}
