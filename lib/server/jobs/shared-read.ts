import "server-only";

import type { Db } from "../db/types";

type Slot<T> = { current?: Promise<T>; next?: Promise<T> };
const ignore = () => undefined;

/**
 * Lets concurrent callers share reads per database, while every answer still comes from a read that began
 * after its call: a call made while no read is in flight starts one; calls made while one is in flight (it
 * may have begun before them) all wait for the single read that starts when it settles. Nothing is kept
 * past a read, so several instances stay as correct as one. Under load this turns one query per request
 * into at most two in flight at a time.
 */
export function sharedRead<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const slots = new WeakMap<Db, Slot<T>>();

  function start(slot: Slot<T>, db: Db): Promise<T> {
    const value = read(db);
    slot.current = value;
    const settle = () => {
      if (slot.current === value) slot.current = undefined;
    };
    value.then(settle, settle);
    return value;
  }

  return (db) => {
    let slot = slots.get(db);
    if (!slot) slots.set(db, (slot = {}));
    const current = slot.current;
    if (!current) return start(slot, db);
    const owner = slot;
    owner.next ??= current.then(ignore, ignore).then(() => {
      owner.next = undefined;
      return start(owner, db);
    });
    return owner.next;
  };
}
