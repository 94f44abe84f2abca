import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { type FieldControl, fieldClass } from "../../../shared/forms/form-field.tsx";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { checkoutApi } from "../api/checkout-api.ts";
import type { CheckoutFormState } from "../checkout-storage.ts";
import "../../../shared/i18n/commerce/checkout.ts";

/** 000 §5: city suggestions after more than 2 characters. */
const MIN_TYPED = 3;
const SEARCH_DELAY_MS = 300;
/** The states whose cities are suggested (GET /api/core/origin); Nevada's visitors are from Las Vegas. */
const SEARCHED_STATES: ReadonlySet<string> = new Set(["AZ", "CA"]);

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface CityFieldProps {
  control: FieldControl;
  maxLength: number;
}

/**
 * The city with predictive search (000 §5): for Arizona and California, once more than 2 characters are
 * typed, the cities starting with them are offered in a listbox (arrow keys, Enter, Escape).
 */
export function CityField({ control, maxLength }: CityFieldProps) {
  const { t } = useTranslation();
  const { watch } = useFormContext<CheckoutFormState>();
  const { field } = useController<CheckoutFormState, "contact.city">({ name: "contact.city" });
  const country = watch("contact.country");
  const state = watch("contact.state") ?? "";
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const typed = useDebounced(field.value.trim(), SEARCH_DELAY_MS);
  const searchable = country === "US" && SEARCHED_STATES.has(state) && typed.length >= MIN_TYPED;
  const suggestions =
    useQuery({
      queryKey: ["city-suggestions", country, state, typed.toLowerCase()],
      queryFn: () => checkoutApi.citySuggestions({ country, state, city: typed }),
      enabled: searchable,
      staleTime: 5 * 60_000,
    }).data ?? [];
  const shown = open && searchable && field.value.trim().length >= MIN_TYPED ? suggestions : [];

  const choose = (city: string) => {
    field.onChange(city);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <input
        {...control}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          field.onChange(field.value.trim());
          field.onBlur();
          setOpen(false);
        }}
        onKeyDown={(event) => {
          if (shown.length === 0) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (current + step + shown.length) % shown.length);
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            choose(shown[active] ?? field.value);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="address-level2"
        maxLength={maxLength}
        className={fieldClass(control["aria-invalid"])}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("checkout.contact.citySuggestions")}
        hidden={shown.length === 0}
        className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-stone-300"
      >
        {shown.map((city, index) => (
          <div
            key={city}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-forest-100" : "hover:bg-sand-100"}`}
          >
            {city}
          </div>
        ))}
      </div>
    </div>
  );
}
