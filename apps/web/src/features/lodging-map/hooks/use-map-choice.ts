import { DELAYS_MS } from "@park/domain/constants.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { lostUnits, type MapUnit, pickUnit, selectionChanged } from "../unit-selection.ts";

export type SavePhase = "idle" | "saving" | "saved";

export interface MapChoiceDeps {
  /** Units of the kind the quote counts: the selection never grows past it. */
  quantity: number;
  /** Unit ids the quote holds now (or keeps pending); Save compares against them. */
  saved: readonly string[];
  units: readonly MapUnit[] | undefined;
  /** Loads the availability again and answers the fresh units. */
  reloadUnits: () => Promise<readonly MapUnit[]>;
  /**
   * Sends the choice (PUT /api/ecommerce/reservations/, or kept pending while the quote is only local) and
   * answers the names of chosen units that are not held after all (GET .../valid/by-quote/{quoteId}).
   */
  saveUnits: (stayIds: readonly string[]) => Promise<readonly string[]>;
  /** Closes the map; called 500 ms after a save that holds every chosen unit. */
  close: () => void;
}

function isReservationConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.code === "can_not_save_reservation");
}

/**
 * The visitor's choice on a lodging map and its Save (000 §4 Lodging): picking keeps the number of
 * units at most the quantity by dropping the oldest, Save is enabled only when the choice differs from
 * the saved one, and a unit lost to another visitor (409 or the re-check) reloads the map, leaves the
 * choice without it, names it, and keeps Save disabled until the visitor picks again.
 */
export function useMapChoice({ quantity, saved, units, reloadUnits, saveUnits, close }: MapChoiceDeps) {
  const [selection, setSelection] = useState<readonly string[]>(saved);
  const [blocked, setBlocked] = useState(false);
  const [phase, setPhase] = useState<SavePhase>("idle");
  const [lostNames, setLostNames] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    },
    [],
  );

  const markLost = useCallback((lost: readonly MapUnit[], extraNames: readonly string[] = []) => {
    const ids = new Set(lost.map((unit) => unit.id));
    const names = [...new Set([...lost.map((unit) => unit.name), ...extraNames])];
    if (names.length === 0) return;
    setSelection((current) => current.filter((id) => !ids.has(id)));
    setLostNames(names);
    setBlocked(true);
  }, []);

  // A chosen unit shown as taken (on opening, or after any reload) is a lost unit.
  useEffect(() => {
    if (!units) return;
    const lost = lostUnits(selection, units);
    if (lost.length > 0) markLost(lost);
  }, [units, selection, markLost]);

  const pick = useCallback(
    (unit: MapUnit) => {
      if (phase !== "idle") return;
      setSelection((current) => pickUnit(current, unit, quantity));
      setBlocked(false);
      setLostNames([]);
      setError(null);
    },
    [phase, quantity],
  );

  const save = useCallback(async () => {
    const chosen = selection;
    setPhase("saving");
    setError(null);
    setLostNames([]);
    let notHeld: readonly string[];
    try {
      notHeld = await saveUnits(chosen);
    } catch (cause) {
      if (!isReservationConflict(cause)) {
        setError(cause instanceof Error ? cause.message : String(cause));
        setPhase("idle");
        return;
      }
      const fresh = await reloadUnits().catch(() => units ?? []);
      const lost = lostUnits(chosen, fresh);
      if (lost.length > 0) markLost(lost);
      else setError(cause instanceof Error ? cause.message : String(cause));
      setBlocked(true);
      setPhase("idle");
      return;
    }
    if (notHeld.length === 0) {
      setPhase("saved");
      closeTimer.current = setTimeout(close, DELAYS_MS.modalClose);
      return;
    }
    const fresh = await reloadUnits().catch(() => units ?? []);
    const lostByName = fresh.filter((unit) => notHeld.includes(unit.name));
    markLost(lostByName, notHeld);
    setPhase("idle");
  }, [selection, saveUnits, reloadUnits, units, markLost, close]);

  const canSave =
    phase === "idle" && !blocked && units !== undefined && quantity > 0 && selectionChanged(selection, saved);

  return { selection, pick, save, canSave, phase, lostNames, error };
}
