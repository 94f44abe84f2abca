/** The delayed ways to pay, whose money the park waits for (decisions 0063, 0064). */
export const AWAITED_METHODS = ["oxxo", "spei"] as const;
export type AwaitedMethod = (typeof AWAITED_METHODS)[number];

/** A payment attempt waiting for its money: an OXXO voucher or a SPEI transfer. */
export type AwaitedPayment = {
  quoteId: string;
  method: AwaitedMethod;
  /** Still to be paid, in centavos (what a partial transfer left). */
  dueCentavos: number;
  awaitingUntil: Date;
};

export type AwaitedTotals = { orders: number; dueCentavos: number };

export type AwaitingPayment = AwaitedTotals & {
  methods: ({ method: AwaitedMethod } & AwaitedTotals)[];
  /** The first hold to end: until then every one of these orders can still be paid. */
  nextHoldEnd: Date | null;
};

function totals(payments: readonly AwaitedPayment[]): AwaitedTotals {
  return {
    orders: new Set(payments.map((p) => p.quoteId)).size,
    dueCentavos: payments.reduce((sum, p) => sum + p.dueCentavos, 0),
  };
}

/** What waits to be paid: orders (not attempts) and pesos, in all and per way to pay. */
export function awaitingPayment(payments: readonly AwaitedPayment[]): AwaitingPayment {
  const ends = payments.map((p) => p.awaitingUntil.getTime());
  return {
    ...totals(payments),
    methods: AWAITED_METHODS.map((method) => ({
      method,
      ...totals(payments.filter((p) => p.method === method)),
    })),
    nextHoldEnd: ends.length === 0 ? null : new Date(Math.min(...ends)),
  };
}
