import type { ReactNode } from "react";

/** The white cards the site sets its sections in: the order page's, and the product pages' roomier ones. */
const LOOKS = {
  card: {
    region: "rounded-2xl bg-white p-5 ring-1 ring-sand-200",
    heading: "text-lg font-bold text-forest-900",
  },
  panel: {
    region: "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200",
    heading: "text-xl font-bold text-forest-900",
  },
} as const;

interface TitledSectionProps {
  /** The heading's id: the region is named by its heading, for those who move by landmarks. */
  id: string;
  heading: ReactNode;
  /** An aside for what stands beside the page's flow (a summary card), a section otherwise. */
  as?: "section" | "aside";
  level?: 2 | 3;
  /** A white card; `className` then adds to it. */
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
  const card = look ? LOOKS[look] : null;
  return (
    <Region
      aria-labelledby={id}
      className={card ? (className === undefined ? card.region : `${card.region} ${className}`) : className}
    >
      <Heading id={id} className={headingClassName ?? card?.heading}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
