import { WelcomeAnimation, type WelcomeSceneProps } from "./welcome-animation.tsx";
import { WELCOME_MEDIA, WELCOME_SIZE } from "./welcome-media.ts";

/**
 * The welcome scene, muted and looping while `playing`, standing still while paused (WCAG 2.2.2: a moving
 * picture longer than 5 seconds can be paused). Decorative: the text around it says what it shows.
 */
export function WelcomeScene({ id, playing, className }: WelcomeSceneProps) {
  if (WELCOME_MEDIA.kind === "animation")
    return <WelcomeAnimation id={id} playing={playing} className={className} />;
  if (playing) {
    return (
      <div aria-hidden="true" className={className}>
        <video
          src={WELCOME_MEDIA.loop}
          poster={WELCOME_MEDIA.poster}
          autoPlay
          muted
          loop
          playsInline
          width={WELCOME_SIZE.width}
          height={WELCOME_SIZE.height}
          className="h-full w-full object-cover"
        />
      </div>
    );
  }
  return (
    <img
      src={WELCOME_MEDIA.poster}
      alt=""
      width={WELCOME_SIZE.width}
      height={WELCOME_SIZE.height}
      className={className}
    />
  );
}
