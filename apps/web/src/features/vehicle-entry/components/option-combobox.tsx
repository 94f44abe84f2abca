import { DELAYS_MS } from "@park/domain/constants.ts";
import type { VehicleOption } from "@park/domain/vehicle-properties-dto.ts";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { filterOptions, optionNamed } from "../option-filter.ts";

interface OptionComboboxProps {
  label: string;
  options: readonly VehicleOption[];
  /** The chosen option's id; "" when none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** The field's error message, shown under it and announced with it. */
  error?: string;
  noMatches: string;
}

/**
 * An editable combobox (WAI-ARIA 1.2 pattern, list autocomplete): typing filters by label or id, arrows
 * move, Enter chooses, Escape closes. The list opens 100 ms after focus or typing (001 §4).
 */
export function OptionCombobox(props: OptionComboboxProps) {
  const { label, options, value, onChange, onBlur, name, disabled = false, error, noMatches } = props;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const chosenLabel = options.find((option) => option.id === value)?.label ?? "";
  const [text, setText] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const matches = open ? filterOptions(options, text === chosenLabel ? "" : text) : [];

  // The shown text follows the chosen option (a reset, a language switch) when the visitor is not typing.
  useEffect(() => {
    if (!open) setText(chosenLabel);
  }, [chosenLabel, open]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  function cancelOpening() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  function openSoon() {
    if (open || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(true);
      setActive(-1);
    }, DELAYS_MS.dropdownOpen);
  }

  function close() {
    cancelOpening();
    setOpen(false);
    setActive(-1);
  }

  function choose(option: VehicleOption) {
    onChange(option.id);
    setText(option.label);
    close();
  }

  function settle() {
    // Leaving the field: exact text picks its option, an empty text clears it, anything else is undone.
    const named = optionNamed(options, text);
    if (named) {
      if (named.id !== value) onChange(named.id);
      setText(named.label);
    } else if (text.trim() === "") {
      if (value !== "") onChange("");
    } else {
      setText(chosenLabel);
    }
    close();
    onBlur?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        cancelOpening();
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        matches.length === 0 ? -1 : (current + step + matches.length) % matches.length,
      );
    } else if (event.key === "Enter" && open) {
      const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setText(chosenLabel);
      close();
    }
  }

  const activeOption = matches[active];
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          openSoon();
        }}
        onFocus={openSoon}
        onClick={openSoon}
        onBlur={settle}
        onKeyDown={onKeyDown}
        className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-700"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || matches.length === 0}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-stone-300"
      >
        {matches.map((option, index) => (
          <div
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={option.id === value}
            // Options are never focused (the input keeps the focus, aria-activedescendant points at them).
            tabIndex={-1}
            // Chosen on mouse down, before the input's blur would settle its text.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-forest-100" : ""} aria-selected:font-semibold`}
          >
            {option.label}
          </div>
        ))}
      </div>
      {open && matches.length === 0 && (
        <p role="status" className="mt-1 text-sm text-stone-700">
          {noMatches}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
