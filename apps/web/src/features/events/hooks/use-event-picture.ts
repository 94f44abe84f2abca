import { useEffect, useState } from "react";

/** The event's picture as a data URL once loaded; null while loading or when it could not be read. */
export function useEventPicture(id: number): string | null {
  const [picture, setPicture] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    import("../api/events-api.ts")
      .then((api) => api.fetchEventPicture(id))
      .then(
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
