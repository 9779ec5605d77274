// One fetch per list per sync: a list several resources need (BambooHR's list fields, an employee report)
// is loaded by the first fetch that asks and shared by the others, for the length of one sync. Outside a
// sync every context gets a fresh cache, so nothing is ever served stale across syncs.

export class SyncCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  /**
   * The value under `key`, loading it once. Concurrent callers share the same promise; a failed load is
   * forgotten so that a later caller may try again.
   */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      const loading = load();
      this.entries.set(key, loading);
      loading.catch(() => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      });
      entry = loading;
    }
    return entry;
  }

  /** How many distinct keys were loaded (tests). */
  get size(): number {
    return this.entries.size;
  }
}
