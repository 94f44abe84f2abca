/**
 * A lock taken either beside others or alone, fairly: once a holder waits to be alone, later ones wait
 * behind it, so a steady stream of side-by-side holders never keeps it waiting.
 */
export class SideBySideLock {
  #beside = 0;
  #alone = false;
  readonly #waiting: { alone: boolean; go: () => void }[] = [];

  async beside<T>(fn: () => Promise<T>): Promise<T> {
    await this.#take(false);
    try {
      return await fn();
    } finally {
      this.#beside--;
      this.#wake();
    }
  }

  async alone<T>(fn: () => Promise<T>): Promise<T> {
    await this.#take(true);
    try {
      return await fn();
    } finally {
      this.#alone = false;
      this.#wake();
    }
  }

  #free(alone: boolean) {
    return !this.#alone && (!alone || this.#beside === 0);
  }

  #grant(alone: boolean) {
    if (alone) this.#alone = true;
    else this.#beside++;
  }

  #take(alone: boolean): Promise<void> {
    if (this.#waiting.length === 0 && this.#free(alone)) {
      this.#grant(alone);
      return Promise.resolve();
    }
    return new Promise((go) => this.#waiting.push({ alone, go }));
  }

  #wake() {
    for (let next = this.#waiting[0]; next && this.#free(next.alone); next = this.#waiting[0]) {
      this.#waiting.shift();
      this.#grant(next.alone);
      next.go();
    }
  }
}
