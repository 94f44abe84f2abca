import type { ArrivalTime } from "@park/domain/constants.ts";
import type { SVGProps } from "react";
import { StrokeIcon } from "../../../shared/ui/icons.tsx";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** Sun for a DAY arrival, moon for a NIGHT one; decorative, the control or text beside it names it. */
export function ArrivalTimeIcon({ arrivalTime, ...props }: IconProps & { arrivalTime: ArrivalTime }) {
  return (
    <StrokeIcon width="20" height="20" {...props}>
      {arrivalTime === "DAY" ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
      )}
    </StrokeIcon>
  );
}
