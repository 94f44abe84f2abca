import { keepPreviousData, useMutation } from "@tanstack/react-query";
import { OFFICE_KEY, useOfficeQuery, useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { fetchParkYear, loadPrices, previewChange, saveChange, saveExchangeRate } from "../api/prices-api.ts";

const PRICES_KEY = [...OFFICE_KEY, "prices"] as const;

export function useParkYear() {
  return useOfficeQuery([...PRICES_KEY, "park-year"], fetchParkYear);
}

/** A year's prices; another year's stay shown while the chosen one loads. */
export function usePrices(year: number | null) {
  return useOfficeQuery([...PRICES_KEY, "year", year], (signal) => loadPrices(year ?? 0, signal), {
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}

/** The visitor's year with a change applied; nothing is saved, so nothing is read again. */
export function usePreview() {
  return useMutation({ mutationFn: previewChange });
}

export function useSaveChange() {
  return useOfficeWrite(PRICES_KEY, saveChange);
}

export function useSaveExchangeRate() {
  return useOfficeWrite(PRICES_KEY, saveExchangeRate);
}
