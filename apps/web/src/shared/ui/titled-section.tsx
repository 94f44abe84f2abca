import type { ReactNode } from "react";

/**
 * The site's section looks: a part of a page under its title, one named for screen readers only, and the
 * white cards (the order page's, the summaries', the product pages' roomier ones).
 */
const LOOKS = {
  part: { region: "", heading: "text-2xl font-bold text-forest-900" },
  unseen: { region: "", heading: "sr-only" },
  card: {
    region: "rounded-2xl bg-white p-5 ring-1 ring-sand-200",
    heading: "text-lg font-bold text-forest-900",
  },
  summary: {
    region: "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200",
    heading: "text-xl font-bold text-forest-900",
  },
  panel: {
    region: "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200",
    heading: "text-xl font-bold text-forest-900",
  },
  /** A part of a long form (the job application). */
  form: {
    region: "mt-10 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8",
    heading: "text-2xl font-bold text-forest-900",
  },
} as const;

interface TitledSectionProps {
  /** The heading's id: the region is named by its heading, for those who move by landmarks. */
  id: string;
  heading: ReactNode;
  /** An aside for what stands beside the page's flow (a summary card), a section otherwise. */
  as?: "section" | "aside";
  level?: 2 | 3;
  /** One of the site's looks; `className` then adds to its region. */
  look?: keyof typeof LOOKS;
  className?: string;
  /** The heading's classes, where no look gives them. */
  headingClassName?: string;
  children: ReactNode;
}

/** A region of a page named by its own heading; the one way the site ties a section to its title. */
export function TitledSection({
  id,
  heading,
  as: Region = "section",
  level = 2,
  look,
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const region = look ? LOOKS[look].region : "";
  return (
    <Region
      aria-labelledby={id}
      className={
        region === "" || className === undefined ? className || region || undefined : `${region} ${className}`
      }
    >
      <Heading id={id} className={headingClassName ?? (look && LOOKS[look].heading)}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
