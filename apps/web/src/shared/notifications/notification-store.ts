import { DELAYS_MS } from "@park/domain/constants.ts";
import { useSyncExternalStore } from "react";

export type NotificationKind = "success" | "error" | "info";

export interface Notification {
  id: number;
  message: string;
  kind: NotificationKind;
}

type Listener = () => void;

const EMPTY: readonly Notification[] = [];

let messages: readonly Notification[] = EMPTY;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function publish(next: readonly Notification[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

export function dismissNotification(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (messages.some((message) => message.id === id)) {
    publish(messages.filter((message) => message.id !== id));
  }
}

/** Shows a message to the visitor; it goes away by itself after 5 s (001 §4 Other). */
export function pushNotification(message: string, kind: NotificationKind = "info"): number {
  const id = nextId++;
  publish([...messages, { id, message, kind }]);
  timers.set(
    id,
    setTimeout(() => dismissNotification(id), DELAYS_MS.message),
  );
  return id;
}

/** Every navigation starts with no messages (001 §2). */
export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (messages.length > 0) publish(EMPTY);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => messages,
    () => EMPTY,
  );
}
