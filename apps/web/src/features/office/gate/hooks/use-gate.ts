import { parkDate } from "@park/domain/dates.ts";
import type { GateCheckIn, GateCheckInAnswer, GateDay, GateVisit } from "@park/domain/gate/gate-schemas.ts";
import { offlineScan } from "@park/domain/gate/offline-scan.ts";
import { isVisitCode, normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { OFFICE_KEY } from "../../shell/hooks/office-queries.ts";
import { fetchGateDay, postCheckIn } from "../api/gate-calls.ts";
import { type QueuedScan, storeDay, storedDay, storedQueue, storeQueue } from "../api/gate-store.ts";
import { type SyncNote, sendQueue } from "../api/gate-sync.ts";

/** What the gate screen shows after a code is read. */
export type ScanOutcome =
  | { kind: "CHECKED_IN"; visit: GateVisit; checkIn: GateCheckIn; offline: boolean }
  | { kind: "ALREADY_CHECKED_IN"; visit: GateVisit; checkIn: GateCheckIn }
  /** The server refused the code (unknown, not paid, another day): its code, words and dates. */
  | { kind: "REFUSED"; error: ApiError }
  | { kind: "NOT_ON_LIST"; code: string; readAt: string }
  | { kind: "NO_LIST" }
  | { kind: "NOT_A_CODE" };

/**
 * The day's list as the network gives it, read afresh each time it is asked for: the copy the gate works
 * from is the one kept on the phone (gate-store.ts), which a failed read leaves as it was (decision 0029).
 */
const gateDayQuery = queryOptions({
  queryKey: [...OFFICE_KEY, "gate", "day"],
  queryFn: ({ signal }) => fetchGateDay(signal),
  staleTime: 0,
  retry: false,
});

/** A queued scan is this phone's check-in until the server has it; `by` is filled by the screen. */
const LOCAL = "";

/** How often a non-empty queue is tried again, and the list read again while the page is open. */
const RETRY_MS = 15_000;
const LIST_REFRESH_MS = 5 * 60_000;

function withCheckIn(day: GateDay, answer: GateCheckInAnswer): GateDay {
  return {
    ...day,
    visits: day.visits.map((visit) =>
      visit.code === answer.visit.code ? { ...visit, checkIn: answer.visit.checkIn } : visit,
    ),
  };
}

/** A failure the offline path can stand in for: no answer, or the server failing. */
function noAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * The gate's state: the day's list kept on the phone, the queue of offline check-ins and its syncing
 * (on load, when the network returns, and every 15 seconds while something waits), and `scan`.
 */
export function useGate() {
  const queryClient = useQueryClient();
  const [day, setDay] = useState<GateDay | undefined>();
  const [listState, setListState] = useState<"loading" | "ready" | "failed">("loading");
  const [queue, setQueue] = useState<readonly QueuedScan[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [notes, setNotes] = useState<readonly SyncNote[]>([]);
  const [storageFailed, setStorageFailed] = useState(false);
  // The async steps below read and change these between renders.
  const dayRef = useRef<GateDay | undefined>(undefined);
  const queueRef = useRef<readonly QueuedScan[]>([]);
  const syncingRef = useRef(false);

  const keep = useCallback((work: Promise<void>) => {
    work.catch(() => setStorageFailed(true));
  }, []);

  const putDay = useCallback(
    (next: GateDay) => {
      dayRef.current = next;
      setDay(next);
      keep(storeDay(next));
    },
    [keep],
  );

  const putQueue = useCallback(
    (next: readonly QueuedScan[]) => {
      queueRef.current = next;
      setQueue(next);
      keep(storeQueue(next));
    },
    [keep],
  );

  const refreshList = useCallback(async () => {
    // Offline the phone keeps its copy; the online event asks again.
    if (!navigator.onLine) {
      setListState(dayRef.current ? "ready" : "failed");
      return;
    }
    setListState((state) => (state === "ready" ? state : "loading"));
    try {
      const fresh = await queryClient.fetchQuery(gateDayQuery);
      // Check-ins still queued here are not on the server's list yet; the queue keeps them apart.
      putDay(fresh);
      setListState("ready");
    } catch {
      setListState(dayRef.current ? "ready" : "failed");
    }
  }, [putDay, queryClient]);

  const sync = useCallback(async () => {
    if (syncingRef.current || queueRef.current.length === 0 || !navigator.onLine) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const result = await sendQueue(queueRef.current, postCheckIn);
      const done = new Set(result.done);
      // Scans made while this ran were appended to the ref: keep them.
      putQueue(queueRef.current.filter((scan) => !done.has(scan.id)));
      const current = dayRef.current;
      if (current) putDay(result.answers.reduce(withCheckIn, current));
      if (result.notes.length > 0) setNotes((before) => [...result.notes, ...before]);
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [putDay, putQueue]);

  // What the phone kept from before (a reload, the page reopened offline), then the network's.
  useEffect(() => {
    let live = true;
    Promise.all([storedDay(), storedQueue()])
      .then(([keptDay, keptQueue]) => {
        if (!live) return;
        if (keptDay && !dayRef.current) {
          dayRef.current = keptDay;
          setDay(keptDay);
          setListState("ready");
        }
        queueRef.current = [
          ...keptQueue,
          ...queueRef.current.filter((s) => !keptQueue.some((k) => k.id === s.id)),
        ];
        setQueue(queueRef.current);
      })
      .catch(() => setStorageFailed(true))
      .finally(() => {
        if (!live) return;
        void refreshList();
        void sync();
      });
    return () => {
      live = false;
    };
  }, [refreshList, sync]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void sync();
      void refreshList();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    const retry = window.setInterval(() => void sync(), RETRY_MS);
    const reread = window.setInterval(() => void refreshList(), LIST_REFRESH_MS);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(retry);
      window.clearInterval(reread);
    };
  }, [refreshList, sync]);

  const decideOffline = useCallback(
    (code: string, scan: QueuedScan): ScanOutcome => {
      const list = dayRef.current;
      // Yesterday's list says nothing about today's visits.
      if (!list || list.date !== parkDate(new Date(scan.scannedAt))) return { kind: "NO_LIST" };
      const local = new Map(queueRef.current.map((q) => [q.code, { checkedInAt: q.scannedAt, by: LOCAL }]));
      const decision = offlineScan(code, list.visits, local);
      switch (decision.kind) {
        case "MAY_ENTER":
          putQueue([...queueRef.current, scan]);
          return {
            kind: "CHECKED_IN",
            visit: decision.visit,
            checkIn: { checkedInAt: scan.scannedAt, by: LOCAL },
            offline: true,
          };
        case "ALREADY_CHECKED_IN":
          return { kind: "ALREADY_CHECKED_IN", visit: decision.visit, checkIn: decision.checkIn };
        case "NOT_ON_LIST":
          return { kind: "NOT_ON_LIST", code, readAt: list.readAt };
        case "NOT_A_CODE":
          return { kind: "NOT_A_CODE" };
      }
    },
    [putQueue],
  );

  /** Checks a code in: at the server when it answers, else from the phone's list (queued for later). */
  const scan = useCallback(
    async (read: string): Promise<ScanOutcome> => {
      const code = normalizeVisitCode(read);
      if (!isVisitCode(code)) return { kind: "NOT_A_CODE" };
      const item: QueuedScan = { id: crypto.randomUUID(), code, scannedAt: new Date().toISOString() };
      if (navigator.onLine) {
        try {
          const answer = await postCheckIn(item);
          const current = dayRef.current;
          if (current) putDay(withCheckIn(current, answer));
          void sync();
          return answer.outcome === "CHECKED_IN"
            ? { kind: "CHECKED_IN", visit: answer.visit, checkIn: answer.visit.checkIn, offline: false }
            : { kind: "ALREADY_CHECKED_IN", visit: answer.visit, checkIn: answer.visit.checkIn };
        } catch (error) {
          if (!noAnswer(error) && error instanceof ApiError) return { kind: "REFUSED", error };
        }
      }
      return decideOffline(code, item);
    },
    [decideOffline, putDay, sync],
  );

  return {
    day,
    listState,
    queue,
    online,
    syncing,
    notes,
    storageFailed,
    scan,
    refreshList,
    sync,
  };
}
