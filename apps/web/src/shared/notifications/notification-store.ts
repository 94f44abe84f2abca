import { DELAYS_MS } from "@park/domain/constants.ts";
import { useSyncExternalStore } from "react";

export type NotificationKind = "success" | "error" | "info";

export interface Notification {
  id: number;
  message: string;
  kind: NotificationKind;
  /** A message for the page the visitor is being sent to: the navigation to that path keeps it. */
  forPath?: string;
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

/**
 * Shows a message to the visitor; it goes away by itself after 5 s (001 §4 Other). `forPath`: the message
 * explains a redirect to that path, and is kept by the navigation there, whichever runs first: the
 * navigation's clearing or the message.
 */
export function pushNotification(message: string, kind: NotificationKind = "info", forPath?: string): number {
  const id = nextId++;
  publish([...messages, forPath === undefined ? { id, message, kind } : { id, message, kind, forPath }]);
  timers.set(
    id,
    setTimeout(() => dismissNotification(id), DELAYS_MS.message),
  );
  return id;
}

/** Every navigation starts with no messages (001 §2) but those sent along to its path. */
export function clearNotifications(pathname?: string): void {
  const kept = messages.filter((message) => pathname !== undefined && message.forPath === pathname);
  for (const [id, timer] of timers) {
    if (kept.some((message) => message.id === id)) continue;
    clearTimeout(timer);
    timers.delete(id);
  }
  if (kept.length !== messages.length) publish(kept.length === 0 ? EMPTY : kept);
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
