/**
 * Holds back, inside this process, the sales of a scarce stock while earlier ones are on their way to their
 * hold (decision 0031). In a burst of purchases of the last cabin every request looks at the stock before
 * any of them has held it, so a look alone refuses no one; here the requests beyond what the stock has room
 * for wait until a sale of the same stock has held (or given up) and then look again, and the losers are
 * refused by that second look without asking the provider for their card. It only delays: no sale is let
 * through by it, the sale's transaction decides, and other processes have their own gate.
 */
export function createPurchaseGate() {
  type Stock = {
    /** Sales of the stock between their look and the end of their hold. */
    running: number;
    /** What the latest look said the stock has room for; null before any look answered. */
    slots: number | null;
    /** The look others wait for while nothing is known yet, so a burst does not read the stock 500 times. */
    firstLook: Promise<number> | null;
    /** Requests waiting for a running sale to end. */
    waiters: (() => void)[];
  };
  const stocks = new Map<string, Stock>();

  function stockOf(key: string): Stock {
    let stock = stocks.get(key);
    if (!stock) {
      stock = { running: 0, slots: null, firstLook: null, waiters: [] };
      stocks.set(key, stock);
    }
    return stock;
  }

  /** The entry goes once nothing runs, waits or looks: a refused look or a finished sale leaves nothing behind. */
  function tidy(key: string, stock: Stock): void {
    if (stock.running === 0 && stock.waiters.length === 0 && !stock.firstLook && stocks.get(key) === stock) {
      stocks.delete(key);
    }
  }

  /** Resolves when a sale of the stock leaves the gate. */
  function turn(stock: Stock): Promise<void> {
    return new Promise((resolve) => stock.waiters.push(resolve));
  }

  function leave(key: string, stock: Stock): void {
    stock.running--;
    for (const wake of stock.waiters.splice(0)) wake();
    tidy(key, stock);
  }

  /** `look`, as the one others wait for when nothing is known of the stock yet. */
  async function lookAt(key: string, look: () => Promise<number>): Promise<number> {
    const stock = stockOf(key);
    const reading = look();
    if (stock.slots === null) stock.firstLook = reading;
    try {
      return await reading;
    } finally {
      if (stock.firstLook === reading) stock.firstLook = null;
      tidy(key, stock);
    }
  }

  return {
    /**
     * Runs `sale` (up to its hold) once the stock `key` has room for it: `look` refuses (throws) when the
     * stock is gone, else answers how many sales of it may run at once. A request that finds that many
     * running waits for one to end and looks again; while the last look says they fill the stock, or the
     * first look is still reading, a new request waits before looking (it would read the stock as it was
     * before their holds).
     */
    async through<T>(key: string, look: () => Promise<number>, sale: () => Promise<T>): Promise<T> {
      // Woken by a sale's end, the waiters look side by side: each one's own look decides for it.
      let woken = false;
      for (;;) {
        const known = stocks.get(key);
        if (known?.firstLook && !woken) {
          await known.firstLook.catch(() => undefined);
          continue;
        }
        if (known && known.slots !== null && known.running >= known.slots) {
          await turn(known);
          woken = true;
          continue;
        }
        const slots = await lookAt(key, look);
        const stock = stockOf(key);
        stock.slots = slots;
        if (stock.running >= slots) {
          await turn(stock);
          woken = true;
          continue;
        }
        stock.running++;
        try {
          return await sale();
        } finally {
          leave(key, stock);
        }
      }
    },
  };
}

export type PurchaseGate = ReturnType<typeof createPurchaseGate>;
